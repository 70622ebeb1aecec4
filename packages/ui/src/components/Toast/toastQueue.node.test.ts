// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createToastQueue } from './toastQueue';

/** The timers keeping this process alive (an unref'd timer is not one of them). */
const liveTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('a toast queue in Node', () => {
  it('does not keep the process alive for a toast’s duration or its removal delay', () => {
    const queue = createToastQueue({ removeDelay: 1_000_000 });
    const before = liveTimers();
    const id = queue.add({ title: 'Saved', duration: 5000 });
    expect(id).not.toBeNull();
    expect(liveTimers()).toBe(before);
    queue.dismiss(id ?? undefined);
    expect(liveTimers()).toBe(before);
    queue.remove();
  });
});
