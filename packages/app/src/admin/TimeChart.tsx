import { Card, Switch } from '@app/ui';
// A chart of figures per UTC day, drawn by uPlot (loaded with this page only, on first draw), with
// its data as a table: screen readers always get the table; "Show as table" shows it to everyone.
import { useEffect, useRef, useState } from 'react';
import * as styles from '../routes/page.css';
import * as own from './DashboardPage.css';
import { formatCount, dashboardMessages as m } from './dashboardMessages';

/** A theme colour by its public variable name (`--mh-color-…`): the chart follows the theme in force. */
export type ThemeColor = 'accent' | 'info' | 'positive' | 'critical' | 'caution';

export interface TimeSeries {
  label: string;
  color: ThemeColor;
  values: number[];
}

export interface TimeChartProps {
  id: string;
  title: string;
  /** UTC days, `YYYY-MM-DD`, one per value. */
  days: string[];
  series: TimeSeries[];
  /** Bars (counts of a day) or a line. */
  kind: 'bars' | 'line';
}

const dayMs = 86_400_000;
const epochSeconds = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / 1000;
const colorOf = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(`--mh-color-${name}`).trim() || 'currentColor';

function Plot({ days, series, kind, title }: Omit<TimeChartProps, 'id'>) {
  const box = useRef<HTMLDivElement>(null);
  const [theme, setTheme] = useState(0);

  // A theme switch changes the variables under the chart: draw again with the new colours.
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme((n) => n + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] });
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `theme` counts theme switches; the colours are read from the page.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: uPlot }]) => {
      if (cancelled) return;
      const text = colorOf(element, 'text-muted');
      const grid = colorOf(element, 'border');
      const width = Math.max(element.clientWidth, 200);
      const height = element.clientHeight || 220;
      const axis = {
        stroke: text,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid, width: 1 },
        font: '12px system-ui, sans-serif',
      };
      const bars = uPlot.paths.bars?.({ size: [0.7, 48], gap: 1 });
      chart = new uPlot(
        {
          width,
          height,
          title: undefined,
          // The table says every value: no hover read-out, no legend, nothing that moves.
          cursor: { show: false },
          legend: { show: false },
          select: { show: false, left: 0, top: 0, width: 0, height: 0 },
          tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          scales: {
            x: { time: true, range: (_u, min, max) => [min - dayMs / 2000, max + dayMs / 2000] },
            y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
          },
          axes: [
            { ...axis, values: '{MMM} {D}' },
            {
              ...axis,
              size: 44,
              values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? formatCount(tick) : '')),
            },
          ],
          series: [
            {},
            ...series.map((one) => {
              const stroke = colorOf(element, one.color);
              return kind === 'bars' && series.length === 1
                ? { label: one.label, stroke, fill: stroke, width: 0, paths: bars, points: { show: false } }
                : { label: one.label, stroke, width: 2, points: { show: days.length <= 31, size: 5, fill: stroke } };
            }),
          ],
        },
        [days.map(epochSeconds), ...series.map((one) => one.values)],
        element,
      );
      observer = new ResizeObserver(() => {
        if (element.clientWidth > 0) chart?.setSize({ width: element.clientWidth, height });
      });
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, series, kind, theme]);

  return <div ref={box} className={own.plot} aria-hidden="true" data-chart={title} />;
}

/** A titled chart of figures per day, its legend, and its data table. */
export function TimeChart({ id, title, days, series, kind }: TimeChartProps) {
  const [showTable, setShowTable] = useState(false);
  const titleId = `${id}-title`;
  return (
    <Card elementType="section" aria-labelledby={titleId}>
      <div className={own.chartHead}>
        <h2 id={titleId} className={styles.subtitle}>
          {title}
        </h2>
        <Switch label={m.showTable} isSelected={showTable} onChange={setShowTable} />
      </div>
      {series.length > 1 ? (
        <ul className={own.legend} aria-hidden="true">
          {series.map((one) => (
            <li key={one.label}>
              <span className={own.swatch} style={{ background: `var(--mh-color-${one.color})` }} />
              {one.label}
            </li>
          ))}
        </ul>
      ) : null}
      {showTable ? null : <Plot days={days} series={series} kind={kind} title={title} />}
      <section
        className={showTable ? styles.tableScroll : own.hiddenTable}
        tabIndex={showTable ? 0 : -1}
        aria-labelledby={`${id}-caption`}
      >
        <table className={styles.table}>
          {/* The card's heading says the title on screen; the caption names the table for screen readers. */}
          <caption id={`${id}-caption`} className={own.chartCaption}>
            {title}
          </caption>
          <thead>
            <tr>
              <th scope="col">{m.day}</th>
              {series.map((one) => (
                <th key={one.label} scope="col" className={own.number}>
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {series.map((one) => (
                  <td key={one.label} className={own.number}>
                    {formatCount(one.values[index] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}
