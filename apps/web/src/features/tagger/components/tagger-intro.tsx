import { t } from '@lingui/core/macro';
import { Button, Card } from 'react-bootstrap';

/**
 * What the tagger shows before the first search: what it does and how to start. The board is
 * asked for nothing until then, so opening the tagger never starts with a wait or a failure.
 */
export function TaggerIntro({ onStart }: { onStart: () => void }) {
  return (
    <Card body data-testid="tagger-intro">
      <h2 className="h5">{t`Teach the tagger your taste`}</h2>
      <p>
        {t`It shows posts from the image board one at a time. Vote +1 on what you like, −1 on what you do not and 0 to pass: every vote teaches it which tags you like, and the posts you are likely to like come first.`}
      </p>
      <p>{t`Search for tags above, or start with the newest posts.`}</p>
      <Button variant="primary" onClick={onStart}>
        {t`Show the newest posts`}
      </Button>
    </Card>
  );
}
