import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, baseUrl: 'http://localhost:3000', databaseUrl: undefined });
    expect(config.metrics).toEqual({ token: null, port: null, host: '127.0.0.1' });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it.each([
    ['false', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.2, 192.168.0.0/16, ::1', ['10.0.0.2', '192.168.0.0/16', '::1']],
  ])('reads TRUST_PROXY=%s as %o (true is one proxy, never every address)', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ BASE_URL: 'not a url' }, 'BASE_URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUSTED_ORIGINS: 'http://192.168.1.20:3000/app' }, 'TRUSTED_ORIGINS'],
    [{ TRUSTED_ORIGINS: 'ftp://files.lan' }, 'TRUSTED_ORIGINS'],
    [{ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' }, 'HEADERS_TIMEOUT_MS'],
    [{ MAX_CONNECTIONS_PER_ADDRESS: '0' }, 'MAX_CONNECTIONS_PER_ADDRESS'],
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'OIDC_ISSUER'],
    [{ OIDC_CLIENT_ID: 'gauntlet', OIDC_CLIENT_SECRET: 'secret' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'ftp://id.example.com', OIDC_CLIENT_ID: 'gauntlet', OIDC_CLIENT_SECRET: 'secret' }, 'OIDC_ISSUER'],
    [{ OIDC_NAME: 'x'.repeat(41) }, 'OIDC_NAME'],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'has a space in it 0123456789' }, 'METRICS_TOKEN'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT'],
  ])('stops on %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration: .*${name}`));
  });

  it('has no outside sign-in provider unless one is configured', () => {
    expect(loadConfig({}).oidc).toBeNull();
    expect(loadConfig({ OIDC_ISSUER: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '' }).oidc).toBeNull();
  });

  it('reads one OpenID Connect provider from its issuer, client and optional name and scopes', () => {
    const env = { OIDC_ISSUER: 'https://id.example.com/realms/main/', OIDC_CLIENT_ID: 'gauntlet', OIDC_CLIENT_SECRET: 's3cret' };
    expect(loadConfig(env).oidc).toEqual({
      discoveryUrl: 'https://id.example.com/realms/main/.well-known/openid-configuration',
      clientId: 'gauntlet',
      clientSecret: 's3cret',
      name: 'OpenID',
      scopes: ['openid', 'email', 'profile'],
    });
    expect(loadConfig({ ...env, OIDC_NAME: 'Keycloak', OIDC_SCOPES: 'openid, email' }).oidc).toMatchObject({
      name: 'Keycloak',
      scopes: ['openid', 'email'],
    });
  });
});
