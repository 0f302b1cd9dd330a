import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

/** A load the test finishes by hand, counting how often it ran. */
function gate<Value>(value: Value) {
  let open: () => void = () => undefined;
  const state = { runs: 0 };
  const load = () => {
    state.runs += 1;
    return new Promise<Value>((resolve) => (open = () => resolve(value)));
  };
  return { load, open: () => open(), state };
}

const counting = <Value>(value: Value) => {
  const state = { runs: 0 };
  return { state, load: async () => ((state.runs += 1), value) };
};

const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('the read cache', () => {
  it('answers from memory until the user is forgotten', async () => {
    const cache = new ReadCache(10);
    const read = counting({ name: 'a' });
    await cache.answer('u1', 'profile', read.load);
    await cache.answer('u1', 'profile', read.load);
    expect(read.state.runs).toBe(1);
    cache.forget('u1');
    await cache.answer('u1', 'profile', read.load);
    expect(read.state.runs).toBe(2);
  });

  it('does not keep what a read saw when its user was forgotten while it ran', async () => {
    const cache = new ReadCache(10);
    const stale = gate({ name: 'before the change' });
    const answered = cache.answer('u1', 'profile', stale.load);
    cache.forget('u1');
    stale.open();
    expect(await answered).toEqual({ name: 'before the change' });
    const fresh = counting({ name: 'after the change' });
    expect(await cache.answer('u1', 'profile', fresh.load)).toEqual({ name: 'after the change' });
    expect(fresh.state.runs).toBe(1);
  });

  it('does not keep a session its user lost while it was looked up', async () => {
    const cache = new ReadCache(10);
    const lookup = gate({ userId: 'u1', expiresAt: inAnHour() });
    const found = cache.session('token', lookup.load);
    cache.forget('u1');
    lookup.open();
    await found;
    const again = counting(null);
    expect(await cache.session('token', again.load)).toBeNull();
    expect(again.state.runs).toBe(1);
  });

  it('reads a session again once it has expired, and never keeps an unknown one', async () => {
    const cache = new ReadCache(10);
    const expired = counting({ userId: 'u1', expiresAt: new Date(Date.now() - 1) });
    await cache.session('old', expired.load);
    await cache.session('old', expired.load);
    expect(expired.state.runs).toBe(2);
    const unknown = counting(null);
    await cache.session('forged', unknown.load);
    await cache.session('forged', unknown.load);
    expect(unknown.state.runs).toBe(2);
  });

  it("forgets a user's sessions with the user", async () => {
    const cache = new ReadCache(10);
    const lookup = counting({ userId: 'u1', expiresAt: inAnHour() });
    await cache.session('token', lookup.load);
    await cache.session('token', lookup.load);
    expect(lookup.state.runs).toBe(1);
    cache.forget('u1');
    await cache.session('token', lookup.load);
    expect(lookup.state.runs).toBe(2);
  });

  it('keeps at most its number of users, dropping the least recently used', async () => {
    const cache = new ReadCache(2);
    const reads = ['u1', 'u2', 'u3'].map(() => counting({}));
    await cache.answer('u1', 'profile', reads[0]!.load);
    await cache.answer('u2', 'profile', reads[1]!.load);
    await cache.answer('u1', 'profile', reads[0]!.load);
    await cache.answer('u3', 'profile', reads[2]!.load);
    expect(cache.size).toBe(2);
    await cache.answer('u1', 'profile', reads[0]!.load);
    await cache.answer('u2', 'profile', reads[1]!.load);
    expect(reads.map((read) => read.state.runs)).toEqual([1, 2, 1]);
  });

  it('reads everything from the database while suspended, and nothing kept from before after', async () => {
    const cache = new ReadCache(10);
    const read = counting({});
    await cache.answer('u1', 'profile', read.load);
    cache.suspend();
    await cache.answer('u1', 'profile', read.load);
    await cache.answer('u1', 'profile', read.load);
    expect(read.state.runs).toBe(3);
    cache.resume();
    await cache.answer('u1', 'profile', read.load);
    await cache.answer('u1', 'profile', read.load);
    expect(read.state.runs).toBe(4);
  });

  it('reads again an answer that is no longer fresh', async () => {
    const cache = new ReadCache(10);
    const read = counting({ validUntil: Date.now() - 1 });
    await cache.answer('u1', 'dashboard', read.load, (value) => Date.now() < value.validUntil);
    await cache.answer('u1', 'dashboard', read.load, (value) => Date.now() < value.validUntil);
    expect(read.state.runs).toBe(2);
  });
});
