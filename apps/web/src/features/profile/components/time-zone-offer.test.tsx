import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, renderPage } from '../../../test/render';
import { mockApi } from '../../../test/mock-api';
import { TimeZoneOffer } from './time-zone-offer';

const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
const elsewhere = here === 'Asia/Tokyo' ? 'Europe/Madrid' : 'Asia/Tokyo';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('TimeZoneOffer', () => {
  it('says nothing while the profile follows this browser’s zone', () => {
    renderPage(<TimeZoneOffer />, { me: makeProfile({ timeZone: here }) });
    expect(screen.queryByTestId('time-zone-offer')).toBeNull();
  });

  it('switches the profile only when asked', async () => {
    const api = mockApi({ 'PATCH /api/profile/me': { body: makeProfile({ timeZone: here }) } });
    renderPage(<TimeZoneOffer />, { me: makeProfile({ timeZone: elsewhere }) });
    expect(screen.getByTestId('time-zone-offer').textContent).toContain(
      `This browser is in ${here}; your days follow ${elsewhere}.`,
    );
    expect(api.callsTo('PATCH', '/api/profile/me')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: `Use ${here}` }));
    await waitFor(() => expect(screen.queryByTestId('time-zone-offer')).toBeNull());
    expect(api.callsTo('PATCH', '/api/profile/me')[0]?.body).toEqual({ timeZone: here });
  });

  it('remembers a "keep mine" for this browser’s zone', () => {
    const api = mockApi({});
    const first = renderPage(<TimeZoneOffer />, { me: makeProfile({ timeZone: elsewhere }) });
    fireEvent.click(screen.getByRole('button', { name: `Keep ${elsewhere}` }));
    expect(screen.queryByTestId('time-zone-offer')).toBeNull();
    first.unmount();
    renderPage(<TimeZoneOffer />, { me: makeProfile({ timeZone: elsewhere }) });
    expect(screen.queryByTestId('time-zone-offer')).toBeNull();
    expect(api.callsTo('PATCH', '/api/profile/me')).toHaveLength(0);
  });
});
