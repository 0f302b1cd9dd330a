import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Activity } from '@gauntlet/core';
import { formatMonth, formatShortWeekday } from '../../../../lib/date-format';
import { activitySummary, dayLabel } from '../../lib/activity-text';
import './activity-calendar.css';

/** Rows of the calendar whose weekday is named (Monday, Wednesday, Friday, Sunday): every second one fits. */
const NAMED_ROWS = new Set([0, 2, 4, 6]);

/** Arrow keys move a day (up, down) or a week (left, right); Home and End go to the first day and today. */
function nextIndex(key: string, index: number, count: number, todayIndex: number): number | null {
  const moves: Record<string, number> = { ArrowUp: index - 1, ArrowDown: index + 1, ArrowLeft: index - 7, ArrowRight: index + 7 };
  if (key === 'Home') return 0;
  if (key === 'End') return todayIndex;
  const target = moves[key];
  return target === undefined ? null : Math.min(count - 1, Math.max(0, target));
}

const levelOf = (checkIns: number) => Math.min(3, checkIns);

const LEGEND = [
  { className: 'activity-checkedIn activity-level-2', text: msg`Checked in (darker: more check-ins)` },
  { className: 'activity-missed', text: msg`Missed` },
  { className: 'activity-outside', text: msg`No challenge` },
  { className: 'activity-future', text: msg`Not over yet` },
];

/**
 * A check-in calendar of whole weeks, Monday on top, the newest week on the right. It is a grid
 * with one focusable day at a time: arrow keys (or a tap) move along the days, and the chosen
 * day's text shows under it, so phones and keyboards read each day as a mouse's tooltip does.
 */
export function ActivityCalendar({ activity }: { activity: Activity }) {
  const { i18n } = useLingui();
  const id = useId();
  const { days, today } = activity;
  const todayIndex = Math.max(
    0,
    days.findIndex((entry) => entry.day === today),
  );
  const [chosen, setChosen] = useState(todayIndex);
  const cells = useRef<(HTMLDivElement | null)[]>([]);
  const weeks = Math.ceil(days.length / 7);
  const chosenDay = days[chosen];

  const move = (event: KeyboardEvent, index: number) => {
    const target = nextIndex(event.key, index, days.length, todayIndex);
    if (target === null) return;
    event.preventDefault();
    setChosen(target);
    cells.current[target]?.focus();
  };

  return (
    <div data-testid="activity-calendar">
      <p id={`${id}-summary`} className="mb-2">
        {activitySummary(activity)}
      </p>
      <div className="activity-calendar">
        <span aria-hidden="true" />
        <div className="activity-weeks" aria-hidden="true">
          {Array.from({ length: weeks }, (_, week) => {
            const monday = days[week * 7]!.day;
            const newMonth = week === 0 || monday.slice(5, 7) !== days[(week - 1) * 7]!.day.slice(5, 7);
            return (
              <span key={monday} className="activity-month">
                {newMonth && week < weeks - 1 ? formatMonth(monday) : ''}
              </span>
            );
          })}
        </div>
        <div className="activity-weekdays" aria-hidden="true">
          {days.slice(0, 7).map((entry, row) => (
            <span key={row}>{NAMED_ROWS.has(row) ? formatShortWeekday(entry.day) : ''}</span>
          ))}
        </div>
        <div
          role="grid"
          aria-label={t`Check-ins by day, the last 26 weeks`}
          aria-describedby={`${id}-summary`}
          className="activity-rows"
        >
          {Array.from({ length: 7 }, (_, row) => (
            <div role="row" key={row} className="activity-weeks">
              {Array.from({ length: weeks }, (_, week) => {
                const index = week * 7 + row;
                const entry = days[index];
                if (!entry) return null;
                const label = dayLabel(entry, today);
                return (
                  <div
                    key={entry.day}
                    ref={(element) => {
                      cells.current[index] = element;
                    }}
                    role="gridcell"
                    tabIndex={index === chosen ? 0 : -1}
                    aria-label={label}
                    title={label}
                    data-state={entry.state}
                    className={`activity-cell activity-${entry.state} activity-level-${levelOf(entry.checkIns)}`}
                    onFocus={() => setChosen(index)}
                    onClick={() => setChosen(index)}
                    onKeyDown={(event) => move(event, index)}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <p className="small mt-2 mb-2" data-testid="activity-chosen-day">
        {chosenDay ? dayLabel(chosenDay, today) : ''}
      </p>
      <ul className="list-inline small text-body-secondary mb-0" aria-label={t`Legend`}>
        {LEGEND.map((item) => (
          <li key={item.className} className="list-inline-item me-3">
            <span className={`activity-legend-swatch ${item.className}`} aria-hidden="true" /> {i18n._(item.text)}
          </li>
        ))}
      </ul>
    </div>
  );
}
