import { z } from 'zod';
import { LEDGER_KINDS } from '../rules/ledger-reasons.js';
import { text } from './text.js';

export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export const pointsCurrencySchema = z.enum(['rp', 'pp']);
export type PointsCurrency = z.infer<typeof pointsCurrencySchema>;

/** The most rows one page of the points history holds. */
export const LEDGER_PAGE_MAX = 100;

/**
 * A page of the points history ends at a row; the next page starts below that row's sequence
 * number. The cursor is opaque to clients: the number in base 36 behind a letter.
 */
export function ledgerCursor(seq: number): string {
  return `s${seq.toString(36)}`;
}

const CURSOR = /^s[0-9a-z]{1,10}$/;

const cursorSchema = text().transform((value, context) => {
  const seq = CURSOR.test(value) ? parseInt(value.slice(1), 36) : NaN;
  if (!Number.isSafeInteger(seq) || seq < 1) {
    context.addIssue({ code: 'custom', message: 'Not a cursor of the points history' });
    return z.NEVER;
  }
  return seq;
});

const ledgerFilters = {
  /** Only the rows that move this currency. */
  currency: pointsCurrencySchema.optional(),
  kind: ledgerKindSchema.optional(),
};

export const ledgerQuerySchema = z.strictObject({
  ...ledgerFilters,
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(LEDGER_PAGE_MAX).default(50),
});

export const ledgerCsvQuerySchema = z.strictObject(ledgerFilters);

/** One movement of points with the balances it left and the parts of its reason. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  at: z.string().describe('ISO 8601 timestamp'),
  deltaRewardPoints: z.number().int(),
  deltaPunishmentPoints: z.number().int(),
  rewardBalance: z.number().int(),
  punishmentBalance: z.number().int(),
  kind: ledgerKindSchema,
  challenge: z.object({ id: z.string(), title: z.string() }).nullable(),
  goalTitle: z.string().nullable(),
  slideTitle: z.string().nullable(),
  cancelPenalty: z.number().int().nullable(),
  /** The partner who punished or rewarded, by user name; null for every other kind, or once their account is gone. */
  partner: z.object({ userName: z.string() }).nullable(),
  /** The reason a partner gave for the points. */
  note: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** Newest first; `nextCursor` asks for the rows below the last one, null after the oldest. */
export const ledgerPageSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  nextCursor: z.string().nullable(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;
