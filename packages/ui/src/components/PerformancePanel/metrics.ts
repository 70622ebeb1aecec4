import { performanceMessages } from '../../messages/performance';

/** One reading of the page's health. Missing or `null` fields were not measured. */
export interface PerformanceMetrics {
  /** Largest Contentful Paint, ms. */
  lcp?: number | null;
  /** Cumulative Layout Shift, unitless. */
  cls?: number | null;
  /** Interaction to Next Paint, ms. */
  inp?: number | null;
  /** First Input Delay, ms (older browsers without INP). */
  fid?: number | null;
  /** Used JavaScript heap, bytes. */
  memory?: number | null;
  /** Elements in the document. */
  domNodes?: number | null;
}

export type PerformanceMetricName = keyof PerformanceMetrics;

/** Metrics refresh every 5 s. */
export const metricsRefreshMs = 5000;

/** The LCP warning threshold (2.5 s): a reading above it warns. */
export const lcpWarningThresholdMs = 2500;

export const isLcpSlow = (lcp: number | null | undefined): boolean =>
  typeof lcp === 'number' && lcp > lcpWarningThresholdMs;

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A metric's value as shown in the panel ("2,400 ms", "0.042", "38.5 MB", "1,204"). */
export function formatMetric(name: PerformanceMetricName, value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return performanceMessages.panel.notMeasured;
  switch (name) {
    case 'lcp':
    case 'inp':
    case 'fid':
      return `${integer.format(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'memory':
      return `${(value / 1024 / 1024).toFixed(1)} MB`;
    case 'domNodes':
      return integer.format(value);
  }
}
