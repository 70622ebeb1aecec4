import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { performanceMessages } from '../../messages/performance';
import {
  formatMetric,
  isLcpSlow,
  metricsRefreshMs,
  type PerformanceMetricName,
  type PerformanceMetrics,
} from './metrics';
import * as styles from './PerformancePanel.css';
import { usePerformanceMetrics } from './usePerformanceMetrics';

const m = performanceMessages.panel;

export interface PerformancePanelProps {
  /** Returns the current metrics; called at once and every `refreshMs`. See `createBrowserMetricsReader`. */
  readMetrics: () => PerformanceMetrics;
  /** Refresh period in ms. @default 5000 */
  refreshMs?: number;
  /** Controlled expanded state. */
  isExpanded?: boolean;
  /** Initial expanded state when uncontrolled. @default false */
  defaultExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  /** The optimisation tips. @default the five tips of the performance messages */
  tips?: readonly string[];
  /** Level of the panel's heading. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** `floating`: fixed in the bottom-right corner; `inline`: in the flow. @default 'floating' */
  placement?: 'floating' | 'inline';
  /** Layout-only escape hatch. */
  className?: string;
}

const rows: PerformanceMetricName[] = ['lcp', 'cls', 'inp', 'fid', 'memory', 'domNodes'];

/**
 * A performance panel for admins: a collapsible floating panel with the page's metrics refreshed
 * every 5 s, a warning when LCP is above 2.5 s, and five optimisation tips. The app decides who
 * sees it (e.g. admins only) and supplies `readMetrics`.
 */
export function PerformancePanel({
  readMetrics,
  refreshMs = metricsRefreshMs,
  isExpanded,
  defaultExpanded = false,
  onExpandedChange,
  tips = m.tips,
  headingLevel = 2,
  placement = 'floating',
  className,
}: PerformancePanelProps) {
  const metrics = usePerformanceMetrics(readMetrics, refreshMs);
  const slow = isLcpSlow(metrics.lcp);
  return (
    <Disclosure
      className={[styles.root, placement === 'floating' ? styles.floating : '', className].filter(Boolean).join(' ')}
      isExpanded={isExpanded}
      defaultExpanded={defaultExpanded}
      onExpandedChange={onExpandedChange}
      data-lcp-slow={slow || undefined}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden focusable={false}>
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {m.title}
          {slow ? (
            <>
              {' '}
              <span className={styles.flag}>{m.lcpWarningShort}</span>
            </>
          ) : null}
        </Button>
      </Heading>
      <DisclosurePanel>
        <div className={styles.panel}>
          <dl className={styles.list}>
            {rows
              // FID only where a browser still reports it.
              .filter((name) => name !== 'fid' || typeof metrics.fid === 'number')
              .map((name) => (
                <div key={name} className={styles.row}>
                  <dt className={styles.term}>{m.metrics[name]}</dt>
                  <dd className={styles.value} data-metric={name}>
                    {formatMetric(name, metrics[name])}
                  </dd>
                </div>
              ))}
          </dl>
          {/* A polite live region: a warning that appears on a refresh is announced once. */}
          <div role="status">{slow ? <p className={styles.warning}>{m.lcpWarning}</p> : null}</div>
          <Heading level={Math.min(headingLevel + 1, 6)} className={styles.subheading}>
            {m.tipsTitle}
          </Heading>
          <ol className={styles.tips}>
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ol>
          <p className={styles.note}>{m.refreshNote(refreshMs / 1000)}</p>
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}
