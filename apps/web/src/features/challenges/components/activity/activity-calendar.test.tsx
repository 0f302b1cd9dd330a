import { fireEvent, screen, within } from '@testing-library/react';
import { renderInLanguage } from '../../../../test/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityDays, type Activity } from '@gauntlet/core';
import { activateLanguage } from '../../../../lib/i18n';
import { ActivityCalendar } from './activity-calendar';

// Wednesday 25 November 2026; a challenge from 16 November, check-ins on the 23rd (two) and today.
const today = '2026-11-25';
const activity: Activity = {
  today,
  days: activityDays(
    today,
    new Map([
      ['2026-11-23', 2],
      ['2026-11-25', 1],
    ]),
    [{ first: '2026-11-16', last: '2026-11-29' }],
  ),
  streaks: [{ metric: 'work-out-days', name: 'Workout days', current: 1, longest: 1 }],
};

const cell = (name: string) => screen.getByRole('gridcell', { name });

describe('ActivityCalendar', () => {
  it('labels every day with its date and state, shading by the number of check-ins', () => {
    renderInLanguage(<ActivityCalendar activity={activity} />);
    expect(screen.getAllByRole('gridcell')).toHaveLength(26 * 7);
    expect(screen.getAllByRole('row')).toHaveLength(7);
    expect(cell('Wed, 25 Nov 2026 (today): 1 check-in').dataset.state).toBe('checkedIn');
    const twice = cell('Mon, 23 Nov 2026: 2 check-ins');
    expect(twice.className).toContain('activity-level-2');
    expect(cell('Tue, 24 Nov 2026: missed').dataset.state).toBe('missed');
    expect(cell('Sun, 15 Nov 2026: no challenge').dataset.state).toBe('outside');
    expect(cell('Thu, 26 Nov 2026: to come').dataset.state).toBe('future');
    expect(twice.getAttribute('title')).toBe('Mon, 23 Nov 2026: 2 check-ins');
  });

  it('sums the calendar up in a sentence the grid is described by, and explains the four states', () => {
    renderInLanguage(<ActivityCalendar activity={activity} />);
    const summary = screen.getByText('3 check-ins on 2 days in the last 6 months; current streak 1 day.');
    const grid = screen.getByRole('grid', { name: 'Check-ins by day, the last 26 weeks' });
    expect(grid.getAttribute('aria-describedby')).toBe(summary.id);
    const legend = within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent?.trim())).toEqual([
      'Checked in (darker: more check-ins)',
      'Missed',
      'No challenge',
      'Not over yet',
    ]);
    const weekdays = [...document.querySelectorAll('.activity-weekdays span')].map((name) => name.textContent);
    expect(weekdays).toEqual(['Mon', '', 'Wed', '', 'Fri', '', 'Sun']);
  });

  it('says today has no check-in yet rather than missed', () => {
    renderInLanguage(
      <ActivityCalendar
        activity={{ ...activity, days: activityDays(today, new Map(), [{ first: '2026-11-16', last: '2026-11-29' }]) }}
      />,
    );
    expect(cell('Wed, 25 Nov 2026 (today): no check-in yet').dataset.state).toBe('future');
    expect(screen.getByText('0 check-ins on 0 days in the last 6 months; current streak 1 day.')).toBeTruthy();
  });

  it('is one tab stop on today; arrow keys move by day and week and show the chosen day', () => {
    renderInLanguage(<ActivityCalendar activity={activity} />);
    const todayCell = cell('Wed, 25 Nov 2026 (today): 1 check-in');
    expect(todayCell.tabIndex).toBe(0);
    expect(screen.getAllByRole('gridcell').filter((entry) => entry.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByTestId('activity-chosen-day').textContent).toBe('Wed, 25 Nov 2026 (today): 1 check-in');

    todayCell.focus();
    fireEvent.keyDown(todayCell, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(cell('Tue, 24 Nov 2026: missed'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cell('Tue, 17 Nov 2026: missed'));
    expect(cell('Tue, 17 Nov 2026: missed').tabIndex).toBe(0);
    expect(screen.getByTestId('activity-chosen-day').textContent).toBe('Tue, 17 Nov 2026: missed');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(todayCell);
  });
});

describe('ActivityCalendar in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('names the days and sums the calendar up in Spanish, with Spanish plurals', () => {
    renderInLanguage(<ActivityCalendar activity={activity} />);
    expect(cell('mié, 25 nov 2026 (hoy): 1 check-in').dataset.state).toBe('checkedIn');
    expect(cell('lun, 23 nov 2026: 2 check-ins').dataset.state).toBe('checkedIn');
    expect(cell('mar, 24 nov 2026: sin check-in').dataset.state).toBe('missed');
    expect(cell('dom, 15 nov 2026: sin reto').dataset.state).toBe('outside');
    expect(cell('jue, 26 nov 2026: por llegar').dataset.state).toBe('future');
    expect(screen.getByText('3 check-ins en 2 días en los últimos 6 meses; racha actual de 1 día.')).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Check-ins por día, últimas 26 semanas' })).toBeTruthy();
  });

  it('names the weekdays and explains the four states in Spanish', () => {
    const { container } = renderInLanguage(<ActivityCalendar activity={activity} />);
    const weekdays = [...container.querySelectorAll('.activity-weekdays span')].map((name) => name.textContent);
    expect(weekdays).toEqual(['lun', '', 'mié', '', 'vie', '', 'dom']);
    const legend = within(screen.getByRole('list', { name: 'Leyenda' })).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent?.trim())).toEqual([
      'Con check-in (más oscuro: más check-ins)',
      'Sin check-in',
      'Sin reto',
      'Por llegar',
    ]);
  });
});
