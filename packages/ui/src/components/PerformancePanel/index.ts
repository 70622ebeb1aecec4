export type { BrowserMetricsEnvironment, BrowserMetricsReader } from './browserMetrics';
export { createBrowserMetricsReader } from './browserMetrics';
export type { PerformanceMetricName, PerformanceMetrics } from './metrics';
export { formatMetric, isLcpSlow, lcpWarningThresholdMs, metricsRefreshMs } from './metrics';
export type { PerformancePanelProps } from './PerformancePanel';
export { PerformancePanel } from './PerformancePanel';
export { usePerformanceMetrics } from './usePerformanceMetrics';
