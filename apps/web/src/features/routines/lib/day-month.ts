import { format } from 'date-fns';

/** 'dd-MM' of an ISO date in the viewer's time, or a dash for an unreadable one. */
export function formatDayMonth(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'dd-MM');
}
