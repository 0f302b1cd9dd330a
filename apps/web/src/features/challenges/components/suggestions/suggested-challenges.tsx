import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Col, Row } from 'react-bootstrap';
import { LoadError } from '../../../../components/load-error';
import { PageSpinner } from '../../../../components/page-spinner';
import { useSuggestions } from '../../api/dashboard-api';
import { SuggestedChallengeCard } from './suggested-challenge-card';
import { useSuggestionStart } from './use-suggestion-start';

/** The three suggested challenges; starting one asks once, with its goals and points. */
export function SuggestedChallenges() {
  const suggestions = useSuggestions();
  const { start, dialog } = useSuggestionStart();

  return (
    <section aria-labelledby="suggested-challenges-title" className="mt-3">
      <h3 className="h6" id="suggested-challenges-title">
        <Trans>Suggested Challenges</Trans>
      </h3>
      {suggestions.isPending && <PageSpinner label={t`Loading suggestions…`} />}
      {suggestions.isError && (
        <LoadError message={t`Failed to load suggested challenges.`} onRetry={() => void suggestions.refetch()} />
      )}
      {suggestions.data && (
        <Row xs={1} md={3} className="g-3">
          {suggestions.data.map((suggestion) => (
            <Col key={suggestion.key}>
              <SuggestedChallengeCard suggestion={suggestion} onStart={start} />
            </Col>
          ))}
        </Row>
      )}
      {dialog}
    </section>
  );
}
