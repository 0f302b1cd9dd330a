import { useInfiniteQuery } from '@tanstack/react-query';
import { pointsApi, type LedgerKind, type PointsCurrency } from '@gauntlet/core';
import { call, routeUrl } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/query-keys';

export interface PointsFilters {
  currency?: PointsCurrency;
  kind?: LedgerKind;
}

const PAGE_SIZE = 25;

/** The signed-in user's point movements, newest first, a page at a time. */
export function usePointsHistory(filters: PointsFilters) {
  return useInfiniteQuery({
    queryKey: pointsKeys.history(filters.currency ?? 'all', filters.kind ?? 'all'),
    queryFn: ({ pageParam }) =>
      call(pointsApi.history, { query: { currency: filters.currency, kind: filters.kind, limit: PAGE_SIZE, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The CSV download of the whole history with the same filters. */
export const pointsCsvUrl = (filters: PointsFilters) =>
  routeUrl(pointsApi.historyCsv, { query: { currency: filters.currency, kind: filters.kind } });
