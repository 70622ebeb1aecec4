import { createBrowserMetricsReader, PerformancePanel } from '@app/ui';
import { useEffect, useState } from 'react';

/**
 * The admin-only floating performance panel (spec 2, 6), reading this page's metrics. It measures
 * the browser, so it appears once the page is hydrated (a server render has nothing to show).
 */
export default function AdminPerformancePanel() {
  const [reader, setReader] = useState<ReturnType<typeof createBrowserMetricsReader> | null>(null);
  useEffect(() => {
    const created = createBrowserMetricsReader();
    setReader(created);
    return () => created.disconnect();
  }, []);
  return reader ? <PerformancePanel readMetrics={reader.read} /> : null;
}
