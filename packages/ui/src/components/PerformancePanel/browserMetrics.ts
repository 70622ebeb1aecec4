import type { PerformanceMetrics } from './metrics';

/** The browser APIs the reader uses, injectable for tests. */
export interface BrowserMetricsEnvironment {
  PerformanceObserver?: typeof PerformanceObserver;
  performance?: Performance;
  document?: Document;
}

export interface BrowserMetricsReader {
  /** The latest values; pass it to `PerformancePanel`'s `readMetrics`. */
  read: () => PerformanceMetrics;
  /** Stops observing. */
  disconnect: () => void;
}

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };
type EventEntry = PerformanceEntry & { interactionId?: number; processingStart?: number };

/**
 * Reads LCP, CLS, INP, FID, memory and DOM size from the browser with `PerformanceObserver`
 * (buffered, so entries from before the call count). Unsupported entry types are skipped.
 * CLS uses session windows (gaps under 1 s, windows up to 5 s; the largest window counts) and INP
 * the 98th percentile of interaction latencies, as the Web Vitals definitions do.
 */
export function createBrowserMetricsReader(env: BrowserMetricsEnvironment = globalThis): BrowserMetricsReader {
  const Observer = env.PerformanceObserver;
  const perf = env.performance;
  const doc = env.document;
  const observers: PerformanceObserver[] = [];
  const values: PerformanceMetrics = {};

  let clsWindow = 0;
  let clsWindowStart = 0;
  let clsLast = 0;
  const interactions = new Map<number, number>();

  const observe = (type: string, onEntries: (entries: PerformanceEntry[]) => void, extra: object = {}) => {
    if (!Observer || !(Observer.supportedEntryTypes ?? []).includes(type)) return;
    try {
      const observer = new Observer((list) => onEntries(list.getEntries()));
      observer.observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
      observers.push(observer);
    } catch {
      // A browser that lists the type but rejects the options: leave the metric unmeasured.
    }
  };

  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last) values.lcp = last.startTime;
  });
  observe('layout-shift', (entries) => {
    for (const entry of entries as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      const t = entry.startTime;
      if (clsWindow > 0 && t - clsLast < 1000 && t - clsWindowStart < 5000) clsWindow += entry.value;
      else {
        clsWindow = entry.value;
        clsWindowStart = t;
      }
      clsLast = t;
      values.cls = Math.max(values.cls ?? 0, clsWindow);
    }
  });
  observe(
    'event',
    (entries) => {
      for (const entry of entries as EventEntry[]) {
        const id = entry.interactionId;
        if (!id) continue;
        interactions.set(id, Math.max(interactions.get(id) ?? 0, entry.duration));
      }
      const sorted = [...interactions.values()].sort((a, b) => b - a);
      // p98: the worst interaction, ignoring one in every 50.
      values.inp = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))];
    },
    { durationThreshold: 16 },
  );
  observe('first-input', (entries) => {
    const first = entries[0] as EventEntry | undefined;
    if (first?.processingStart !== undefined) values.fid = first.processingStart - first.startTime;
  });

  return {
    read: () => {
      const memory = (perf as (Performance & { memory?: { usedJSHeapSize: number } }) | undefined)?.memory;
      return {
        ...values,
        memory: memory?.usedJSHeapSize ?? null,
        domNodes: doc ? doc.getElementsByTagName('*').length : null,
      };
    },
    disconnect: () => {
      for (const observer of observers) observer.disconnect();
    },
  };
}
