import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { OnlineButton } from '../../../../components/online-controls';
import { errorMessage } from '../../../../lib/error-text';
import { useMe } from '../../../../lib/session';
import { useUpdateProfile } from '../../../profile';

/** A first-run card: a title and two sentences at most. */
function IntroCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Col>
      <Card className="h-100">
        <Card.Body className="py-2">
          <Card.Title as="h3" className="h6 mb-1">
            {title}
          </Card.Title>
          <Card.Text className="small mb-0">{children}</Card.Text>
        </Card.Body>
      </Card>
    </Col>
  );
}

/**
 * Three short cards that explain check-ins, RP and PP, and punishment to a player who has not
 * finished a challenge yet, until they put them away: that is kept on the profile, so no other
 * device shows them again.
 */
export function IntroCards({ hasCompletedChallenge }: { hasCompletedChallenge: boolean }) {
  const { data: me } = useMe();
  const dismiss = useUpdateProfile();
  const titleId = useId();
  if (!me || me.introDismissed || hasCompletedChallenge) return null;

  return (
    <section className="my-3" aria-labelledby={titleId} data-testid="intro-cards">
      <h2 className="h6" id={titleId}>
        <Trans>How Gauntlet works</Trans>
      </h2>
      <Row xs={1} md={3} className="g-2 mb-2">
        <IntroCard title={t`Check in every day`}>
          <Trans>
            Each goal has its own control: Check in once a day, flip a switch, or type what you did. Missed a day? Yesterday can
            still be checked in.
          </Trans>
        </IntroCard>
        <IntroCard title={t`Reward and punishment points`}>
          <Trans>
            At the finish, each goal you pass pays reward points (RP) and each goal you fail costs punishment points (PP). RP buy
            rerolls and slides.
          </Trans>
        </IntroCard>
        <IntroCard title={t`Punishment`}>
          <Trans>
            PP you carry are worked off: your next challenge takes punishment goals that cover them. Cancelling a challenge costs
            PP too.
          </Trans>
        </IntroCard>
      </Row>
      <OnlineButton
        size="sm"
        variant="outline-secondary"
        onClick={() => dismiss.mutate({ introDismissed: true })}
        disabled={dismiss.isPending}
      >
        <Trans>Got it, hide these</Trans>
      </OnlineButton>
      {dismiss.error && <p className="small text-danger mb-0 mt-1">{errorMessage(dismiss.error)}</p>}
    </section>
  );
}
