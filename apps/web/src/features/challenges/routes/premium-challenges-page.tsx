import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import type { SuggestedChallenge } from '@gauntlet/core';
import { PageSpinner } from '../../../components/page-spinner';
import { SuggestedChallengeCard } from '../components/suggestions/suggested-challenge-card';
import { usePremiumChallenges } from '../api/premium-api';
import { paths } from '../../../lib/paths';

/** Premium challenge templates; starting one opens the new-challenge form pre-filled. */
export default function PremiumChallengesPage() {
  const templates = usePremiumChallenges();
  const navigate = useNavigate();
  const start = (predefined: SuggestedChallenge) => void navigate(paths.newChallenge, { state: { predefined } });

  return (
    <div className="premium-challenges">
      <h1 className="h3">{t`Premium Challenges`}</h1>
      <p className="text-body-secondary">
        <Trans>
          Harder challenges for premium members, with goals set from your own metrics. Start one to open the new-challenge form
          pre-filled; you can still adjust it before submitting.
        </Trans>
      </p>
      <section aria-labelledby="premium-templates-title" className="mb-3">
        <h2 className="visually-hidden" id="premium-templates-title">
          {t`Challenge templates`}
        </h2>
        {templates.isPending && <PageSpinner label={t`Loading premium challenges…`} />}
        {templates.isError && (
          <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" transition={false}>
            <span className="flex-grow-1">{t`Failed to load premium challenges.`}</span>
            <Button size="sm" variant="outline-danger" onClick={() => void templates.refetch()}>
              {t`Retry`}
            </Button>
          </Alert>
        )}
        {templates.data && templates.data.length === 0 && (
          <p className="text-body-secondary">{t`No premium challenges are available right now.`}</p>
        )}
        {templates.data && templates.data.length > 0 && (
          <Row xs={1} md={2} xl={3} className="g-3">
            {templates.data.map((template) => (
              <Col key={template.key}>
                <SuggestedChallengeCard suggestion={template} onStart={start} />
              </Col>
            ))}
          </Row>
        )}
      </section>
      <Link to={paths.dashboard} className="btn btn-outline-secondary">
        {t`Back to Dashboard`}
      </Link>
    </div>
  );
}
