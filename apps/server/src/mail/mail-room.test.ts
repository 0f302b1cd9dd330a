import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { MailRoom, type MailLog } from './mail-room.js';
import { mailSettings } from './mail-settings.js';
import { passwordResetMail } from './messages/password-reset.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-mail-'));
  folders.push(folder);
  return folder;
}

function recordingLog() {
  const lines: { level: 'info' | 'error'; details: object; message: string }[] = [];
  const log: MailLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

/** A local port nothing listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const resetMail = (userName: string) => ({
  to: 'reader@example.com',
  ...passwordResetMail('en', { userName, publicUrl: 'http://localhost:3000', token: 'tok123' }),
});

describe('the mail room without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail and names it in one log line', async () => {
    const folder = dataDir();
    const room = new MailRoom(mailSettings({}, 'http://localhost:3000'), folder);
    const { log, lines } = recordingLog();
    room.logTo(log);
    room.post(() => Promise.resolve(resetMail('<b>Eve</b> & "co"')));
    await room.close();

    const files = fs.readdirSync(path.join(folder, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(folder, 'mail', files[0]!);
    expect(lines).toEqual([
      {
        level: 'info',
        details: { subject: 'Reset your Gauntlet password', to: 'reader@example.com', file },
        message: `Mail "Reset your Gauntlet password" to reader@example.com written to ${file} (SMTP_URL is not set)`,
      },
    ]);

    const raw = fs.readFileSync(file);
    expect(raw.toString()).toContain('\r\n');
    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([{ name: 'Gauntlet', address: 'no-reply@localhost' }]);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=tok123');
    // The name is text in the HTML part, never markup.
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });
});

describe('the mail room with a mail server that is down', () => {
  it('logs the failure with the subject and recipient, and the caller never waits or fails', async () => {
    const port = await closedPort();
    const room = new MailRoom(mailSettings({ SMTP_URL: `smtp://127.0.0.1:${port}` }, 'http://localhost:3000'), dataDir());
    const { log, lines } = recordingLog();
    room.logTo(log);
    expect(room.post(() => Promise.resolve(resetMail('Bob')))).toBeUndefined();
    expect(lines).toEqual([]);
    await room.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      details: { subject: 'Reset your Gauntlet password', to: 'reader@example.com' },
    });
    expect(lines[0]!.message).toMatch(/^Could not send "Reset your Gauntlet password" to reader@example\.com: .*ECONNREFUSED/);
  });

  it('logs a message that could not be prepared', async () => {
    const room = new MailRoom(mailSettings({}, 'http://localhost:3000'), dataDir());
    const { log, lines } = recordingLog();
    room.logTo(log);
    room.post(() => Promise.reject(new Error('database closed')));
    await room.close();
    expect(lines).toMatchObject([{ level: 'error', message: 'Could not send a mail: Error: database closed' }]);
  });
});
