import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMetric, isLcpSlow } from './metrics';
import { PerformancePanel } from './PerformancePanel';

const good = { lcp: 1200, cls: 0.02, inp: 96, memory: 38.5 * 1024 * 1024, domNodes: 812 };

afterEach(() => {
  vi.useRealTimers();
});

const metricValue = (name: string) => document.querySelector(`[data-metric="${name}"]`)?.textContent;

describe('isLcpSlow (spec 9: warning above 2.5 s)', () => {
  it.each([
    [undefined, false],
    [null, false],
    [0, false],
    [2499, false],
    [2500, false],
    [2500.4, true],
    [2501, true],
    [8000, true],
  ])('%s ms -> %s', (lcp, slow) => {
    expect(isLcpSlow(lcp)).toBe(slow);
  });
});

describe('formatMetric', () => {
  it.each([
    ['lcp', 2501, '2,501 ms'],
    ['inp', 96.4, '96 ms'],
    ['fid', 12, '12 ms'],
    ['cls', 0.1234, '0.123'],
    ['memory', 38.5 * 1024 * 1024, '38.5 MB'],
    ['domNodes', 1204, '1,204'],
    ['lcp', undefined, 'Not measured'],
    ['cls', null, 'Not measured'],
    ['inp', Number.NaN, 'Not measured'],
  ] as const)('%s %s -> %s', (name, value, text) => {
    expect(formatMetric(name, value)).toBe(text);
  });
});

describe('PerformancePanel', { timeout: 20_000 }, () => {
  it('reads the metrics at once and then every 5000 ms', () => {
    vi.useFakeTimers();
    let lcp = 1000;
    const readMetrics = vi.fn(() => ({ ...good, lcp }));
    const { unmount } = render(<PerformancePanel readMetrics={readMetrics} defaultExpanded />);
    expect(readMetrics).toHaveBeenCalledTimes(1);
    expect(metricValue('lcp')).toBe('1,000 ms');
    lcp = 1800;
    act(() => vi.advanceTimersByTime(4999));
    expect(readMetrics).toHaveBeenCalledTimes(1);
    expect(metricValue('lcp')).toBe('1,000 ms');
    act(() => vi.advanceTimersByTime(1));
    expect(readMetrics).toHaveBeenCalledTimes(2);
    expect(metricValue('lcp')).toBe('1,800 ms');
    act(() => vi.advanceTimersByTime(10_000));
    expect(readMetrics).toHaveBeenCalledTimes(4);
    unmount();
    act(() => vi.advanceTimersByTime(20_000));
    expect(readMetrics).toHaveBeenCalledTimes(4);
  });

  it('keeps its timer when the reader function changes', () => {
    vi.useFakeTimers();
    const first = vi.fn(() => good);
    const second = vi.fn(() => ({ ...good, domNodes: 900 }));
    const { rerender } = render(<PerformancePanel readMetrics={first} defaultExpanded />);
    act(() => vi.advanceTimersByTime(3000));
    rerender(<PerformancePanel readMetrics={second} defaultExpanded />);
    act(() => vi.advanceTimersByTime(2000));
    expect(second).toHaveBeenCalledTimes(1);
    expect(metricValue('domNodes')).toBe('900');
  });

  it('shows the metrics, five tips and no warning at LCP 2500 ms', () => {
    render(<PerformancePanel readMetrics={() => ({ ...good, lcp: 2500 })} defaultExpanded />);
    expect(screen.getByText('Largest Contentful Paint (LCP)')).toBeVisible();
    expect(metricValue('lcp')).toBe('2,500 ms');
    expect(metricValue('cls')).toBe('0.020');
    expect(metricValue('inp')).toBe('96 ms');
    expect(metricValue('memory')).toBe('38.5 MB');
    expect(metricValue('domNodes')).toBe('812');
    expect(metricValue('fid')).toBeUndefined();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText(/LCP warning/)).toBeNull();
    const tips = screen.getByRole('heading', { name: 'Optimisation tips', level: 3 }).nextElementSibling!;
    expect(within(tips as HTMLElement).getAllByRole('listitem')).toHaveLength(5);
  });

  it('warns at LCP 2501 ms, in the panel and on the trigger', () => {
    render(<PerformancePanel readMetrics={() => ({ ...good, lcp: 2501 })} defaultExpanded />);
    expect(screen.getByRole('status')).toHaveTextContent('LCP is above 2.5 s');
    expect(screen.getByRole('button', { name: 'Performance LCP warning' })).toBeInTheDocument();
  });

  it('announces a warning that appears on a refresh', () => {
    vi.useFakeTimers();
    let lcp = 2000;
    render(<PerformancePanel readMetrics={() => ({ lcp })} defaultExpanded />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    lcp = 3200;
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('LCP is above 2.5 s');
  });

  it('marks missing metrics and shows FID only when a browser reports it', () => {
    render(<PerformancePanel readMetrics={() => ({ fid: 14 })} defaultExpanded />);
    expect(metricValue('lcp')).toBe('Not measured');
    expect(metricValue('fid')).toBe('14 ms');
  });

  it('collapses and expands from the keyboard', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<PerformancePanel readMetrics={() => good} onExpandedChange={onExpandedChange} />);
    const trigger = screen.getByRole('button', { name: 'Performance' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Largest Contentful Paint (LCP)')).not.toBeVisible();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByText('Largest Contentful Paint (LCP)')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Performance', level: 2 })).toBeInTheDocument();
  });
});
