/** pino's level numbers, as a person reads them. */
const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** What every entry carries and the line shows otherwise (time, level, request, message) or not at all. */
const SHOWN_APART = new Set(['time', 'level', 'reqId', 'msg', 'pid', 'hostname']);

const fieldText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * One JSON log entry as a person reads it on a terminal: its local time, its level, the id of the
 * request it was written for (in brackets, so the lines of one request are followed by eye), its
 * message, then its other fields as name=value, and an error's stack on the lines below.
 */
export function terminalLine(json: string): string {
  const { err, ...entry } = JSON.parse(json) as Record<string, unknown>;
  const stack = (err as { stack?: unknown } | undefined)?.stack;
  if (err !== undefined && typeof stack !== 'string') entry.err = err;
  const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
  const level = LEVEL_NAMES[Number(entry.level)] ?? String(entry.level);
  const fields = Object.entries(entry)
    .filter(([name]) => !SHOWN_APART.has(name))
    .map(([name, value]) => `${name}=${fieldText(value)}`);
  const request = entry.reqId === undefined ? [] : [`[${fieldText(entry.reqId)}]`];
  const line = [time, level.padEnd(5), ...request, fieldText(entry.msg ?? ''), ...fields].join(' ');
  return typeof stack === 'string' ? `${line}\n${stack}\n` : `${line}\n`;
}

/**
 * Where the log goes. On a terminal, a person reads it (the first administrator's setup code
 * among the first lines), so each entry is one readable line; anywhere else (a file, a pipe, a
 * service manager's journal) it stays pino's JSON, one object a line, for the tools that read it.
 */
export function logDestination(output: NodeJS.WriteStream): { write: (json: string) => void } | undefined {
  if (!output.isTTY) return undefined;
  return { write: (json) => void output.write(terminalLine(json)) };
}
