import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysText, formatNumber, formatPoints, formatPointsChange, remainingTimeText } from './format';
import { activateLanguage } from './i18n';

const now = new Date('2026-11-23T10:00:00Z');

describe('formatting in English', () => {
  it('counts days and keeps the product’s points texts', () => {
    expect(daysText(1)).toBe('1 day');
    expect(daysText(3)).toBe('3 days');
    expect(formatPoints(1234, 'RP')).toBe('1,234 RP');
    expect(formatPointsChange(8, 'RP')).toBe('+8 RP');
    expect(formatPointsChange(-1, 'PP')).toBe('\u22121 PP');
    expect(remainingTimeText(new Date('2026-11-29T23:00:00Z'), now)).toBe('7 days left');
    expect(formatPointsChange(0, 'PP')).toBe('0 PP');
  });
});

describe('formatting in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('uses Spanish plurals', () => {
    expect(daysText(1)).toBe('1 día');
    expect(daysText(3)).toBe('3 días');
    expect(remainingTimeText(new Date('2026-11-29T23:00:00Z'), now)).toBe('Quedan 7 días');
    expect(remainingTimeText(new Date('2026-11-23T11:30:00Z'), now)).toBe('Queda 1 hora');
    expect(remainingTimeText(new Date('2026-11-23T13:30:00Z'), now)).toBe('Quedan 3 horas');
  });

  it('marks thousands with a point and names points PR and PC', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatPoints(1234, 'RP')).toBe('1.234 PR');
    expect(formatPoints(1, 'PP')).toBe('1 PC');
    expect(formatPointsChange(-12, 'PP')).toBe('\u221212 PC');
  });
});
