import { useEffect, useRef, useState } from 'react';
import { metricsRefreshMs, type PerformanceMetrics } from './metrics';

/**
 * Reads the metrics at once, then every `intervalMs` (default 5 s) while mounted. The latest
 * `readMetrics` is used without restarting the timer.
 */
export function usePerformanceMetrics(readMetrics: () => PerformanceMetrics, intervalMs = metricsRefreshMs) {
  const readRef = useRef(readMetrics);
  readRef.current = readMetrics;
  const [metrics, setMetrics] = useState(readMetrics);
  useEffect(() => {
    const timer = setInterval(() => setMetrics(readRef.current()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return metrics;
}
