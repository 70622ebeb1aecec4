// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, defaultToastDuration, isToastAllowed, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toastQueue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast queue constants (spec 4, 9)', () => {
  it('holds one toast, removes 1,000,000 ms after dismissal, lasts 5000 ms by default', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(defaultToastDuration).toBe(5000);
    const queue = createToastQueue();
    expect([queue.limit, queue.removeDelay, queue.defaultDuration, queue.policy]).toEqual([1, 1_000_000, 5000, 'all']);
  });
});

describe('createToastQueue', () => {
  it('adds a toast first and drops the rest (limit 1)', () => {
    const queue = createToastQueue();
    const first = queue.add({ title: 'First' });
    const second = queue.add({ title: 'Second', description: 'Newer', variant: 'destructive' });
    expect(first).not.toBe(second);
    expect(queue.getSnapshot()).toEqual([
      { id: second, title: 'Second', description: 'Newer', variant: 'destructive', duration: 5000, open: true },
    ]);
  });

  it('keeps newest first up to a larger limit', () => {
    const queue = createToastQueue({ limit: 2 });
    queue.add({ title: 'A' });
    queue.add({ title: 'B' });
    queue.add({ title: 'C' });
    expect(queue.getSnapshot().map((t) => t.title)).toEqual(['C', 'B']);
  });

  it('dismisses itself after the 5000 ms default duration', () => {
    const queue = createToastQueue();
    const id = queue.add({ title: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(queue.getSnapshot()[0]).toMatchObject({ id, open: true });
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()[0]).toMatchObject({ id, open: false });
  });

  it('honours a per-toast duration (6000 ms for Daily Limit Reached)', () => {
    const queue = createToastQueue();
    queue.add({ title: 'Daily Limit Reached', duration: 6000 });
    vi.advanceTimersByTime(5999);
    expect(queue.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()[0]?.open).toBe(false);
  });

  it('keeps a toast with an infinite or zero duration until dismissed', () => {
    const queue = createToastQueue({ limit: 2 });
    queue.add({ title: 'Forever', duration: Number.POSITIVE_INFINITY });
    queue.add({ title: 'Also', duration: 0 });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY * 2);
    expect(queue.getSnapshot().map((t) => t.open)).toEqual([true, true]);
  });

  it('marks a dismissed toast closed and removes it 1,000,000 ms later', () => {
    const queue = createToastQueue();
    const id = queue.add({ title: 'Bye' })!;
    queue.dismiss(id);
    expect(queue.getSnapshot()).toMatchObject([{ id, open: false }]);
    vi.advanceTimersByTime(999_999);
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('removes an auto-dismissed toast 1,000,000 ms after its duration ends', () => {
    const queue = createToastQueue();
    queue.add({ title: 'Auto' });
    vi.advanceTimersByTime(5000 + 999_999);
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it('dismisses every toast when called without an id, and ignores repeats', () => {
    const queue = createToastQueue({ limit: 2 });
    queue.add({ title: 'A' });
    queue.add({ title: 'B' });
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.dismiss();
    queue.dismiss();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot().every((t) => !t.open)).toBe(true);
  });

  it('removes at once, and a dropped toast leaves no timer behind', () => {
    const queue = createToastQueue();
    const old = queue.add({ title: 'Old' })!;
    queue.dismiss(old);
    const current = queue.add({ title: 'Current', duration: Number.POSITIVE_INFINITY })!;
    expect(vi.getTimerCount()).toBe(0);
    queue.remove(current);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('ignores non-destructive toasts under the destructive-only policy, so they never displace one', () => {
    const queue = createToastQueue({ policy: 'destructive-only' });
    const kept = queue.add({ title: 'Session Expired', variant: 'destructive' });
    expect(queue.add({ title: 'Response stopped', variant: 'info' })).toBeNull();
    expect(queue.add({ title: 'Plain' })).toBeNull();
    expect(queue.getSnapshot().map((t) => t.id)).toEqual([kept]);
  });

  it('pauses and resumes with the time left', () => {
    const queue = createToastQueue();
    queue.add({ title: 'Hover me' });
    vi.advanceTimersByTime(3000);
    queue.pause();
    vi.advanceTimersByTime(60_000);
    expect(queue.getSnapshot()[0]?.open).toBe(true);
    queue.resume();
    vi.advanceTimersByTime(1999);
    expect(queue.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()[0]?.open).toBe(false);
  });

  it('starts a toast added while paused only on resume', () => {
    const queue = createToastQueue();
    queue.pause();
    queue.add({ title: 'Later' });
    vi.advanceTimersByTime(10_000);
    expect(queue.getSnapshot()[0]?.open).toBe(true);
    queue.resume();
    vi.advanceTimersByTime(5000);
    expect(queue.getSnapshot()[0]?.open).toBe(false);
  });

  it('records durations but never auto-dismisses with autoDismiss off', () => {
    const queue = createToastQueue({ autoDismiss: false });
    queue.add({ title: 'Daily Limit Reached', duration: 6000 });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(queue.getSnapshot()[0]).toMatchObject({ duration: 6000, open: true });
  });

  it('updates content in place and notifies with a new snapshot', () => {
    const queue = createToastQueue();
    const id = queue.add({ title: 'Uploading' })!;
    const before = queue.getSnapshot();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.update(id, { title: 'Uploaded', variant: 'success' });
    expect(listener).toHaveBeenCalledOnce();
    expect(queue.getSnapshot()).not.toBe(before);
    expect(queue.getSnapshot()[0]).toMatchObject({ title: 'Uploaded', variant: 'success', open: true });
    unsubscribe();
    queue.update(id, { title: 'Again' });
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('isToastAllowed', () => {
  it.each([
    ['all', 'default', true],
    ['all', 'info', true],
    ['destructive-only', 'destructive', true],
    ['destructive-only', 'default', false],
    ['destructive-only', 'success', false],
    ['destructive-only', 'info', false],
  ] as const)('%s lets %s through: %s', (policy, variant, allowed) => {
    expect(isToastAllowed({ variant }, policy)).toBe(allowed);
  });
});
