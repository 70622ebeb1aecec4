import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/storage';
import { freshStorage } from '../testing/harness';
import { RateLimiter } from './rateLimit';

let storage: Storage;
beforeAll(async () => {
  storage = await freshStorage();
}, 60_000);
afterAll(() => storage.close());

describe('RateLimiter (in the database)', () => {
  it('allows the limit per window, then answers the seconds to wait', async () => {
    let now = 0;
    const limiter = new RateLimiter(storage, 'window', 3, 60_000, () => now);
    expect([await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')]).toEqual([0, 0, 0]);
    expect(await limiter.hit('a')).toBe(60);
    expect(await limiter.hit('b')).toBe(0);
    now = 45_000;
    expect(await limiter.hit('a')).toBe(15);
    now = 60_000;
    expect(await limiter.hit('a')).toBe(0);
    await limiter.hit('a');
    await limiter.hit('a');
    await limiter.reset('a');
    expect(await limiter.hit('a')).toBe(0);
  });

  it('counts hits at the same moment exactly once each: the limit holds under concurrency', async () => {
    const limiter = new RateLimiter(storage, 'burst', 5, 60_000);
    const waits = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('flood')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(15);
  });

  it('keeps limiters apart by name, and two limiters of one name (two servers) count together', async () => {
    const login = new RateLimiter(storage, 'login', 2, 60_000);
    const reset = new RateLimiter(storage, 'reset', 2, 60_000);
    const otherServersLogin = new RateLimiter(storage, 'login', 2, 60_000);
    expect(await login.hit('ada')).toBe(0);
    expect(await reset.hit('ada')).toBe(0);
    expect(await otherServersLogin.hit('ada')).toBe(0);
    expect(await login.hit('ada')).toBeGreaterThan(0);
    expect(await reset.hit('ada')).toBe(0);
  });
});
