// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSendQueue, queuedSendDelayMs, sendIgnored } from './sendQueue';

/** A send that ends when the test says so. */
function controllableRun() {
  const calls: string[] = [];
  const finishers: ((value: string) => void)[] = [];
  const run = vi.fn(
    (item: string) =>
      new Promise<string>((resolve) => {
        calls.push(item);
        finishers.push(() => resolve(`reply to ${item}`));
      }),
  );
  const finish = (index: number) => finishers[index]?.(`reply`);
  return { run, calls, finish };
}

describe('createSendQueue (spec 4: queued sends one second after the in-flight send ends)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 1 s, the spec figure', () => {
    expect(queuedSendDelayMs).toBe(1000);
  });

  it('runs a send at once when idle and reports it in flight', async () => {
    const { run, calls, finish } = controllableRun();
    const queue = createSendQueue(run);
    const result = queue.send('hello');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['hello']);
    expect(queue.isInFlight).toBe(true);
    finish(0);
    await expect(result).resolves.toBe('reply to hello');
    expect(queue.isInFlight).toBe(false);
  });

  it('ignores a direct send while another is in flight (spec 5)', async () => {
    const { run, calls } = controllableRun();
    const queue = createSendQueue(run);
    void queue.send('first');
    await vi.advanceTimersByTimeAsync(0);
    await expect(queue.send('second')).resolves.toBe(sendIgnored);
    expect(calls).toEqual(['first']);
  });

  it('holds a queued send until 1000 ms after the in-flight send ends, not 999', async () => {
    const { run, calls, finish } = controllableRun();
    const onChange = vi.fn();
    const queue = createSendQueue(run, { onChange });
    void queue.send('first');
    await vi.advanceTimersByTimeAsync(0);
    const held = queue.enqueue('queued');
    expect(queue.heldCount).toBe(1);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toEqual(['first']);

    finish(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['first', 'queued']);
    expect(queue.heldCount).toBe(0);

    finish(1);
    await expect(held).resolves.toBe('reply to queued');
    expect(onChange).toHaveBeenCalled();
  });

  it('sends held messages one by one, first held first, each 1 s after the previous ended', async () => {
    const { run, calls, finish } = controllableRun();
    const queue = createSendQueue(run);
    void queue.send('first');
    await vi.advanceTimersByTimeAsync(0);
    void queue.enqueue('a');
    void queue.enqueue('b');
    finish(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual(['first', 'a']);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toEqual(['first', 'a']);
    finish(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual(['first', 'a', 'b']);
  });

  it('runs a queued send at once when nothing is in flight or held', async () => {
    const { run, calls } = controllableRun();
    const queue = createSendQueue(run);
    void queue.enqueue('alone');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['alone']);
  });

  it('a held send waits for a direct send made during its 1 s wait', async () => {
    const { run, calls, finish } = controllableRun();
    const queue = createSendQueue(run);
    void queue.send('first');
    await vi.advanceTimersByTimeAsync(0);
    void queue.enqueue('held');
    finish(0);
    await vi.advanceTimersByTimeAsync(500);
    void queue.send('typed');
    await vi.advanceTimersByTimeAsync(600);
    expect(calls).toEqual(['first', 'typed']);
    finish(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual(['first', 'typed', 'held']);
  });

  it('a failed send still releases the queue', async () => {
    const run = vi.fn(async (item: string) => {
      if (item === 'boom') throw new Error('boom');
      return item;
    });
    const queue = createSendQueue(run);
    await expect(queue.send('boom')).rejects.toThrow('boom');
    expect(queue.isInFlight).toBe(false);
    await expect(queue.send('next')).resolves.toBe('next');
  });

  it('clear() drops held sends as ignored', async () => {
    const { run, calls, finish } = controllableRun();
    const queue = createSendQueue(run);
    void queue.send('first');
    await vi.advanceTimersByTimeAsync(0);
    const held = queue.enqueue('held');
    queue.clear();
    await expect(held).resolves.toBe(sendIgnored);
    finish(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toEqual(['first']);
  });
});
