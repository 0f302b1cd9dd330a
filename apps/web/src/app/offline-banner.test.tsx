import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { OnlineButton } from '../components/online-controls';
import { PageSpinner } from '../components/page-spinner';
import { OfflineBanner } from './offline-banner';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setOnline(true);
  vi.useRealTimers();
});

describe('the connection state', () => {
  it('is announced going offline and coming back, from a live region that stays in the page', () => {
    renderPage(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    setOnline(false);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe(
      'Offline — no data saved on this device yet' +
        'Check-ins and manual switches are kept on this device; other changes need the connection.',
    );

    vi.useFakeTimers();
    setOnline(true);
    expect(region.textContent).toBe('Back online.');
    act(() => void vi.advanceTimersByTime(5000));
    expect(region.textContent).toBe('');
  });

  it('turns a loading spinner into a note that the screen waits for the connection', () => {
    renderPage(<PageSpinner label="Loading points history…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading points history…');
    setOnline(false);
    expect(screen.getByRole('status').textContent).toMatch(
      /^This needs a connection .* It loads as soon as you are back online\.$/,
    );
  });

  it('disables a button whose action needs the server while offline, and keeps its own disabled state', () => {
    renderPage(
      <>
        <OnlineButton>Save routine</OnlineButton>
        <OnlineButton disabled>Submit Challenge</OnlineButton>
      </>,
    );
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save routine' });
    expect(save.disabled).toBe(false);
    setOnline(false);
    expect(save.disabled).toBe(true);
    setOnline(true);
    expect(save.disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Challenge' }).disabled).toBe(true);
  });
});
