import { describe, expect, it, vi } from 'vitest';
import { createBrowserMetricsReader } from './browserMetrics';

type Callback = (list: { getEntries: () => PerformanceEntry[] }) => void;

function fakeObserverClass(supported: string[]) {
  const byType = new Map<string, Callback>();
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(private callback: Callback) {}
    observe({ type }: { type: string }) {
      byType.set(type, this.callback);
    }
    disconnect = disconnect;
  }
  const emit = (type: string, entries: object[]) =>
    byType.get(type)?.({ getEntries: () => entries as PerformanceEntry[] });
  return { Observer: FakeObserver as unknown as typeof PerformanceObserver, emit, disconnect, byType };
}

describe('createBrowserMetricsReader', () => {
  const all = ['largest-contentful-paint', 'layout-shift', 'event', 'first-input'];

  it('keeps the last LCP candidate', () => {
    const fake = fakeObserverClass(all);
    const reader = createBrowserMetricsReader({ PerformanceObserver: fake.Observer });
    fake.emit('largest-contentful-paint', [{ startTime: 900 }, { startTime: 2100 }]);
    expect(reader.read().lcp).toBe(2100);
  });

  it('sums layout shifts in session windows, ignoring shifts after input, and keeps the largest window', () => {
    const fake = fakeObserverClass(all);
    const reader = createBrowserMetricsReader({ PerformanceObserver: fake.Observer });
    fake.emit('layout-shift', [
      { startTime: 100, value: 0.05, hadRecentInput: false },
      { startTime: 600, value: 0.04, hadRecentInput: false },
      { startTime: 700, value: 0.5, hadRecentInput: true },
      // more than 1 s later: a new window
      { startTime: 3000, value: 0.02, hadRecentInput: false },
    ]);
    expect(reader.read().cls).toBeCloseTo(0.09);
  });

  it('takes the worst interaction as INP below 50 interactions, and reads FID', () => {
    const fake = fakeObserverClass(all);
    const reader = createBrowserMetricsReader({ PerformanceObserver: fake.Observer });
    fake.emit('event', [
      { interactionId: 1, duration: 40 },
      { interactionId: 1, duration: 72 },
      { interactionId: 2, duration: 180 },
      { interactionId: 0, duration: 900 },
    ]);
    fake.emit('first-input', [{ startTime: 1000, processingStart: 1012 }]);
    expect(reader.read()).toMatchObject({ inp: 180, fid: 12 });
  });

  it('reads memory and DOM size, and skips unsupported entry types', () => {
    const fake = fakeObserverClass(['largest-contentful-paint']);
    const doc = { getElementsByTagName: () => ({ length: 1234 }) } as unknown as Document;
    const perf = { memory: { usedJSHeapSize: 5_000_000 } } as unknown as Performance;
    const reader = createBrowserMetricsReader({ PerformanceObserver: fake.Observer, document: doc, performance: perf });
    expect([...fake.byType.keys()]).toEqual(['largest-contentful-paint']);
    expect(reader.read()).toEqual({ memory: 5_000_000, domNodes: 1234 });
    reader.disconnect();
    expect(fake.disconnect).toHaveBeenCalledOnce();
  });

  it('works without PerformanceObserver', () => {
    const reader = createBrowserMetricsReader({});
    expect(reader.read()).toEqual({ memory: null, domNodes: null });
  });
});
