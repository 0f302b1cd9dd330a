import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import VerifyEmailPage from './verify-email-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VERIFY = 'POST /api/auth/verify-email';
const open = (path: string) => renderRoutes([{ path: '/verify-email', element: <VerifyEmailPage /> }], { path });

describe('VerifyEmailPage', () => {
  it("sends the link's token once and says the address is confirmed", async () => {
    const api = mockApi({ [VERIFY]: { body: { changedEmail: false } } });
    open('/verify-email?token=abc.def.ghi');
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/verify-email').map((call) => call.body)).toEqual([{ token: 'abc.def.ghi' }]);
  });

  it('says when the link switched the account to a new address', async () => {
    mockApi({ [VERIFY]: { body: { changedEmail: true } } });
    open('/verify-email?token=abc.def.ghi');
    expect(await screen.findByRole('heading', { name: 'Your e-mail address was changed' })).toBeTruthy();
  });

  it('explains a used, expired or forged link', async () => {
    mockApi({ [VERIFY]: fail(400, 'invalid_token', 'This link was used already, has expired or is not valid.') });
    open('/verify-email?token=used');
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
  });

  it('explains a link without its token without asking the server', () => {
    const api = mockApi({});
    open('/verify-email');
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
