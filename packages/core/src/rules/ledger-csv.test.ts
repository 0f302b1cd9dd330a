import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../contracts/points.js';
import { csvText, ledgerCsv } from './ledger-csv.js';

describe('a CSV text cell', () => {
  it('keeps plain text as it is', () => {
    expect(csvText("Goal 'Workout' passed in 'Jock Training'")).toBe("Goal 'Workout' passed in 'Jock Training'");
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvText('a, b')).toBe('"a, b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('one\ntwo')).toBe('"one\ntwo"');
    expect(csvText('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    expect(csvText('=1+2')).toBe("'=1+2");
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('-1')).toBe("'-1");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tx')).toBe("'\tx");
    expect(csvText('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });
});

const passed: LedgerEntry = {
  id: 'e1',
  seq: 1,
  at: '2026-03-01T20:30:00.000Z',
  deltaRewardPoints: 13,
  deltaPunishmentPoints: 0,
  rewardBalance: 13,
  punishmentBalance: 3,
  kind: 'goal_passed',
  challenge: { id: 'c1', title: '=Jock, Training' },
  goalTitle: 'Workout',
  slideTitle: null,
  cancelPenalty: null,
  partner: null,
  note: null,
};

describe('the points CSV', () => {
  it('speaks English by default, with times on the wall clock of the zone and every text cell made safe', () => {
    expect(ledgerCsv([passed], 'Pacific/Kiritimati')).toBe(
      'Time (Pacific/Kiritimati),RP change,PP change,RP balance,PP balance,Reason\r\n' +
        `2026-03-02 10:30:00,13,0,13,3,"Goal 'Workout' passed in '=Jock, Training'"\r\n`,
    );
  });

  it('takes its headers and reasons in another language from the caller', () => {
    const words = {
      headers: ['Hora (UTC)', 'Cambio de PR', 'Cambio de PC', 'Saldo de PR', 'Saldo de PC', 'Motivo'] as const,
      reason: (entry: LedgerEntry) => `+${entry.deltaRewardPoints} por ${entry.goalTitle}`,
    };
    expect(ledgerCsv([passed], 'UTC', words)).toBe(
      'Hora (UTC),Cambio de PR,Cambio de PC,Saldo de PR,Saldo de PC,Motivo\r\n' +
        "2026-03-01 20:30:00,13,0,13,3,'+13 por Workout\r\n",
    );
  });
});
