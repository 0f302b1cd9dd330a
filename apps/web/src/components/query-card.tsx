import { useId, type ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { LoadError } from './load-error';
import { PageSpinner } from './page-spinner';

/** What a panel needs of a React Query result. */
interface ListQuery<T> {
  isPending: boolean;
  data: readonly T[] | undefined;
  refetch: () => unknown;
}

interface Props<T> {
  title: string;
  testId?: string;
  query: ListQuery<T>;
  /** Leaves items out before the empty check (e.g. finished challenges). */
  filter?: (item: T) => boolean;
  loadingLabel: string;
  errorMessage: string;
  emptyText: string;
  /** The list itself; it is given only items, never an empty array. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A titled card for a list that loads: a spinner while loading, the failure with a Retry button,
 * the empty text, or the list.
 */
export function QueryCard<T>({ title, testId, query, filter, loadingLabel, errorMessage, emptyText, children }: Props<T>) {
  const titleId = useId();
  const items = filter ? query.data?.filter(filter) : query.data;
  return (
    <Card as="section" aria-labelledby={titleId} data-testid={testId}>
      <Card.Header>
        <h2 className="h5 mb-0" id={titleId}>
          {title}
        </h2>
      </Card.Header>
      {query.isPending && <PageSpinner label={loadingLabel} />}
      {!query.isPending && !items && (
        <Card.Body>
          <LoadError message={errorMessage} onRetry={() => void query.refetch()} />
        </Card.Body>
      )}
      {items?.length === 0 && <Card.Body className="text-body-secondary">{emptyText}</Card.Body>}
      {items && items.length > 0 && children(items)}
    </Card>
  );
}
