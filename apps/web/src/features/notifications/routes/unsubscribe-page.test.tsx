import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import UnsubscribePage from './unsubscribe-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UNSUBSCRIBE = 'POST /api/notifications/unsubscribe?token=abc.def';
const open = (path: string) => renderRoutes([{ path: '/unsubscribe', element: <UnsubscribePage /> }], { path });

describe('UnsubscribePage', () => {
  it('changes nothing until asked, then says which reminder stopped', async () => {
    const api = mockApi({ [UNSUBSCRIBE]: { body: { kind: 'daily_check_in' } } });
    open('/unsubscribe?token=abc.def');
    expect(api.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect((await screen.findByRole('status')).textContent).toBe('You will no longer get the daily check-in reminder by e-mail.');
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/notifications/unsubscribe?token=abc.def', body: { 'List-Unsubscribe': 'One-Click' } },
    ]);
  });

  it('says when the partnerships’ news stopped coming by e-mail', async () => {
    mockApi({ [UNSUBSCRIBE]: { body: { kind: 'partner_news' } } });
    open('/unsubscribe?token=abc.def');
    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect((await screen.findByRole('status')).textContent).toBe("You will no longer get your partnerships' news by e-mail.");
  });

  it('says a forged link does not work', async () => {
    mockApi({ [UNSUBSCRIBE]: fail(400, 'invalid_unsubscribe_link', 'This unsubscribe link is not valid.') });
    open('/unsubscribe?token=abc.def');
    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
  });

  it('says a link without its token does not work, without calling the server', () => {
    const api = mockApi({});
    open('/unsubscribe');
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
