/** Dates and sizes as the screens show them; dates in the viewer's local time. */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** dd/MM/yyyy HH:mm:ss — the player's own last login on their profile (others see only the day). */
export function formatFullDateTime(date: Date): string {
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** Megabytes (MiB) with at most one decimal, as people read file sizes: 12.3 MB. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** A change of points with its sign and unit: '+8 RP', '−1 PP' (a true minus sign), '0 RP'. */
export function formatPointsChange(delta: number, unit: 'RP' | 'PP'): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '\u2212' : '';
  return `${sign}${Math.abs(delta)} ${unit}`;
}
