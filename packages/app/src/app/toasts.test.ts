import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { specToasts } from './specToasts';
import { appToasts, homeScreenToasts } from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
  appToasts.remove();
});
afterEach(() => {
  appToasts.remove();
  vi.useRealTimers();
});

describe('toast durations (spec 4)', () => {
  it('a toast raised on the home screen lasts 3 s', () => {
    homeScreenToasts.add(specToasts.connectionError());
    expect(appToasts.getSnapshot()).toMatchObject([{ title: 'Connection Error', duration: 3000, open: true }]);
    vi.advanceTimersByTime(2999);
    expect(appToasts.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(appToasts.getSnapshot()[0]?.open).toBe(false);
  });

  it('the limit toast lasts 6 s on the home screen too', () => {
    homeScreenToasts.add(specToasts.dailyLimitReached());
    vi.advanceTimersByTime(5999);
    expect(appToasts.getSnapshot()[0]).toMatchObject({ title: 'Daily Limit Reached', duration: 6000, open: true });
    vi.advanceTimersByTime(1);
    expect(appToasts.getSnapshot()[0]?.open).toBe(false);
  });

  it('elsewhere a toast lasts the 5000 ms default', () => {
    appToasts.add(specToasts.loginFailed());
    expect(appToasts.getSnapshot()[0]).toMatchObject({ title: 'Login Failed', duration: 5000 });
    vi.advanceTimersByTime(4999);
    expect(appToasts.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(appToasts.getSnapshot()[0]?.open).toBe(false);
  });

  it('the home screen shares the one queue and its policy: one toast, destructive only', () => {
    appToasts.add(specToasts.loginFailed());
    expect(homeScreenToasts.add(specToasts.responseStopped())).toBeNull();
    homeScreenToasts.add(specToasts.sessionExpired());
    expect(
      appToasts
        .getSnapshot()
        .filter((toast) => toast.open)
        .map((toast) => toast.title),
    ).toEqual(['Session Expired']);
    homeScreenToasts.dismiss();
    expect(appToasts.getSnapshot().every((toast) => !toast.open)).toBe(true);
  });
});
