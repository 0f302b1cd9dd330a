import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { ledgerCsv, LEDGER_PAGE_MAX, pointsApi, type LedgerEntry, type LedgerKind, type PointsCurrency } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/query-keys';
import { saveTextFile } from '../../../lib/save-file';
import { ledgerCsvWords } from '../lib/ledger-reason-text';

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

/** Every movement with these filters, newest first, read a full page after another. */
async function wholeHistory(filters: PointsFilters): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await call(pointsApi.history, {
      query: { currency: filters.currency, kind: filters.kind, limit: LEDGER_PAGE_MAX, cursor },
    });
    entries.push(...page.entries);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return entries;
}

/**
 * The whole history with the same filters as a CSV file, made in the page so that it speaks the
 * reader's language (the API's own CSV speaks English), with times in the user's zone.
 */
export function useDownloadPointsCsv() {
  return useMutation({
    mutationFn: async ({ filters, timeZone }: { filters: PointsFilters; timeZone: string }) => {
      const csv = ledgerCsv(await wholeHistory(filters), timeZone, ledgerCsvWords(timeZone));
      saveTextFile('gauntlet-points.csv', csv, 'text/csv;charset=utf-8');
    },
  });
}
