import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysText, formatNumber, formatPoints, formatPointsChange, formatTimeAgo, remainingTimeText } from './format';
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

  it('says how long ago a moment was', () => {
    const ago = (seconds: number) => formatTimeAgo(new Date(now.getTime() - seconds * 1000), now);
    expect(ago(-30)).toBe('just now');
    expect(ago(59)).toBe('just now');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(59 * 60)).toBe('59 minutes ago');
    expect(ago(3 * 3600)).toBe('3 hours ago');
    expect(ago(30 * 3600)).toBe('yesterday');
    expect(ago(3 * 86_400)).toBe('3 days ago');
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

  it('says how long ago a moment was', () => {
    const ago = (seconds: number) => formatTimeAgo(new Date(now.getTime() - seconds * 1000), now);
    expect(ago(10)).toBe('ahora mismo');
    expect(ago(5 * 60)).toBe('hace 5 minutos');
    expect(ago(3600)).toBe('hace 1 hora');
    expect(ago(30 * 3600)).toBe('ayer');
  });

  it('marks thousands with a point and names points PR and PC', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatPoints(1234, 'RP')).toBe('1.234 PR');
    expect(formatPoints(1, 'PP')).toBe('1 PC');
    expect(formatPointsChange(-12, 'PP')).toBe('\u221212 PC');
  });
});
