import { formatZonedDateTime, ledgerReason, type LedgerEntry } from '@gauntlet/core';

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

/** The points history as CSV, times on the wall clock of the user's zone, newest row first. */
export function ledgerCsv(entries: readonly LedgerEntry[], timeZone: string): string {
  const header = [`Time (${timeZone})`, 'RP change', 'PP change', 'RP balance', 'PP balance', 'Reason'].map(csvText);
  const rows = entries.map((entry) => [
    formatZonedDateTime(new Date(entry.at), timeZone),
    String(entry.deltaRewardPoints),
    String(entry.deltaPunishmentPoints),
    String(entry.rewardBalance),
    String(entry.punishmentBalance),
    csvText(ledgerReason(entry)),
  ]);
  return [header, ...rows].map((cells) => `${cells.join(',')}\r\n`).join('');
}
