import { createBrowserMetricsReader, PerformancePanel } from '@app/ui';
import { useEffect, useState } from 'react';

/** The admin-only floating performance panel (spec 2, 6), reading this page's metrics. */
export default function AdminPerformancePanel() {
  const [reader] = useState(() => createBrowserMetricsReader());
  useEffect(() => () => reader.disconnect(), [reader]);
  return <PerformancePanel readMetrics={reader.read} />;
}
