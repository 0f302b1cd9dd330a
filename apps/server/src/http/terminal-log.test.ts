import { describe, expect, it } from 'vitest';
import { terminalLine } from './terminal-log.js';

const at = new Date(2026, 10, 28, 9, 5, 7).getTime();
const entry = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, time: at, pid: 4242, hostname: 'vm', ...fields });

describe('the log on a terminal', () => {
  it('shows the setup code where a person reads it: time, level and message, nothing else', () => {
    const message = 'No administrator yet. Sign up, open “Set up administrator” in the menu and enter the setup code: abc123';
    expect(terminalLine(entry({ level: 40, msg: message }))).toBe(`09:05:07 WARN  ${message}\n`);
  });

  it('shows the request an entry belongs to, names its other fields and puts an error’s stack under it', () => {
    const request = entry({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 1.5, msg: 'request completed' });
    expect(terminalLine(request)).toBe('09:05:07 INFO  [req-1] request completed res={"statusCode":200} responseTime=1.5\n');
    const failure = entry({
      level: 50,
      msg: 'job queue error',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(terminalLine(failure)).toBe('09:05:07 ERROR job queue error\nError: boom\n    at x\n');
  });
});
