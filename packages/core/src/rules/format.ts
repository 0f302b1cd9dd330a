/** Date formats the spec names, in the viewer's local time. */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** HH:mm dd/MM — the Recently Active Users list. */
export function formatRecentLogin(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())} ${pad(date.getDate())}/${pad(date.getMonth() + 1)}`;
}

/** dd/MM/yyyy HH:mm:ss — the profile view's last login. */
export function formatFullDateTime(date: Date): string {
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
