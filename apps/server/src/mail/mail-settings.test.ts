import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('mail configuration', () => {
  it('writes files, sends from Gauntlet at the public host and links to the server itself by default', () => {
    expect(loadConfig({ PORT: '4000' }).mail).toEqual({
      smtpUrl: null,
      from: 'Gauntlet <no-reply@localhost>',
      publicUrl: 'http://localhost:4000',
    });
    expect(loadConfig({ BASE_URL: 'https://app.example.com/' }).mail.publicUrl).toBe('https://app.example.com');
  });

  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL', () => {
    const env = { SMTP_URL: 'smtp://user:pass@mail.example.com:587', PUBLIC_URL: 'https://gauntlet.example.com/' };
    expect(loadConfig(env).mail).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      from: 'Gauntlet <no-reply@gauntlet.example.com>',
      publicUrl: 'https://gauntlet.example.com',
    });
    expect(loadConfig({ ...env, MAIL_FROM: 'Team <team@example.com>' }).mail.from).toBe('Team <team@example.com>');
    expect(loadConfig({ ...env, MAIL_FROM: 'team@example.com' }).mail.from).toBe('team@example.com');
  });

  it('refuses to start in production without PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/Invalid configuration: PUBLIC_URL: must be set in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://gauntlet.example.com' }).mail.publicUrl).toBe(
      'https://gauntlet.example.com',
    );
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Team <team@example.com>\r\nBcc: all@example.com' }, 'MAIL_FROM'],
    [{ PUBLIC_URL: 'ftp://files.example.com' }, 'PUBLIC_URL'],
  ])('stops on %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration: .*${name}`));
  });
});
