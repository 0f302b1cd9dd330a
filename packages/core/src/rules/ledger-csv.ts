import type { LedgerEntry } from '../contracts/points.js';
import { formatZonedDateTime } from './calendar.js';
import { ledgerReason } from './ledger-reasons.js';

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell: a leading formula character is defused with a quote, and a cell holding a quote,
 * comma or line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The words of a points CSV: its six column headers and each row's reason. */
export interface LedgerCsvWords {
  headers: readonly [time: string, rpChange: string, ppChange: string, rpBalance: string, ppBalance: string, reason: string];
  reason: (entry: LedgerEntry) => string;
}

/** The API's CSV speaks English; the app passes the reader's language. */
const englishWords = (timeZone: string): LedgerCsvWords => ({
  headers: [`Time (${timeZone})`, 'RP change', 'PP change', 'RP balance', 'PP balance', 'Reason'],
  reason: ledgerReason,
});

/** The points history as CSV, times on the wall clock of the user's zone, in the entries' order. */
export function ledgerCsv(entries: readonly LedgerEntry[], timeZone: string, words = englishWords(timeZone)): string {
  const rows = entries.map((entry) => [
    formatZonedDateTime(new Date(entry.at), timeZone),
    String(entry.deltaRewardPoints),
    String(entry.deltaPunishmentPoints),
    String(entry.rewardBalance),
    String(entry.punishmentBalance),
    csvText(words.reason(entry)),
  ]);
  return [words.headers.map(csvText), ...rows].map((cells) => `${cells.join(',')}\r\n`).join('');
}
