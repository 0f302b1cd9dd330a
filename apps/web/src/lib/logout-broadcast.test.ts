import { afterEach, describe, expect, it } from 'vitest';
import { announceLogout, onLogoutElsewhere } from './logout-broadcast';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('logout broadcast', () => {
  it('reaches another tab but not the tab that signed out', async () => {
    const heardHere: string[] = [];
    stops.push(onLogoutElsewhere(() => heardHere.push('logout')));
    const otherTab = new BroadcastChannel('gauntlet-auth');
    const heardThere: unknown[] = [];
    otherTab.addEventListener('message', (event) => heardThere.push(event.data));
    stops.push(() => otherTab.close());

    announceLogout();
    await settle();
    expect(heardThere).toEqual(['logout']);
    expect(heardHere).toEqual([]);
  });

  it('hears a sign-out announced in another tab', async () => {
    const heardHere: string[] = [];
    stops.push(onLogoutElsewhere(() => heardHere.push('logout')));
    const otherTab = new BroadcastChannel('gauntlet-auth');
    stops.push(() => otherTab.close());
    otherTab.postMessage('logout');
    await settle();
    expect(heardHere).toEqual(['logout']);
  });
});
