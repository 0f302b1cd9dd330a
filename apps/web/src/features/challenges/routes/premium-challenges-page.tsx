import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { SuggestedChallengeCard } from '../components/suggestions/suggested-challenge-card';
import { useSuggestionStart } from '../components/suggestions/use-suggestion-start';
import { usePremiumChallenges } from '../api/premium-api';
import { paths } from '../../../lib/paths';

/** Premium suggested challenges; starting one asks once, with its goals and points. */
export default function PremiumChallengesPage() {
  const suggestions = usePremiumChallenges();
  const { start, dialog } = useSuggestionStart();

  return (
    <div className="premium-challenges">
      <h1 className="h3">{t`Premium Challenges`}</h1>
      <p className="text-body-secondary">
        <Trans>
          Harder challenges for premium members, with goals set from your own metrics. Starting one shows its goals and points
          first; you can still open it in the editor to adjust it.
        </Trans>
      </p>
      <section aria-labelledby="premium-suggestions-title" className="mb-3">
        <h2 className="visually-hidden" id="premium-suggestions-title">
          {t`Suggested Challenges`}
        </h2>
        {suggestions.isPending && <PageSpinner label={t`Loading premium challenges…`} />}
        {suggestions.isError && (
          <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" transition={false}>
            <span className="flex-grow-1">{t`Failed to load premium challenges.`}</span>
            <Button size="sm" variant="outline-danger" onClick={() => void suggestions.refetch()}>
              {t`Retry`}
            </Button>
          </Alert>
        )}
        {suggestions.data && suggestions.data.length === 0 && (
          <p className="text-body-secondary">{t`No premium challenges are available right now.`}</p>
        )}
        {suggestions.data && suggestions.data.length > 0 && (
          <Row xs={1} md={2} xl={3} className="g-3">
            {suggestions.data.map((suggestion) => (
              <Col key={suggestion.key}>
                <SuggestedChallengeCard suggestion={suggestion} onStart={start} />
              </Col>
            ))}
          </Row>
        )}
        {dialog}
      </section>
      <Link to={paths.dashboard} className="btn btn-outline-secondary">
        {t`Back to Dashboard`}
      </Link>
    </div>
  );
}
