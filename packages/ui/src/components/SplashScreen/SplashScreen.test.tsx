import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SplashScreen, splashDuration } from './SplashScreen';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SplashScreen', () => {
  it('shows the logo and product name for 2000 ms, then hides and calls onDone (spec 9)', () => {
    expect(splashDuration).toBe(2000);
    const onDone = vi.fn();
    render(<SplashScreen onDone={onDone} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Moonheart');
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onDone).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('stays while controlled visible, still reporting the end of its time', () => {
    const onDone = vi.fn();
    const { rerender } = render(<SplashScreen isVisible onDone={onDone} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(onDone).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(<SplashScreen isVisible={false} onDone={onDone} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes another duration, and none at all', () => {
    const onDone = vi.fn();
    const { unmount } = render(<SplashScreen duration={300} onDone={onDone} />);
    act(() => vi.advanceTimersByTime(300));
    expect(onDone).toHaveBeenCalledOnce();
    unmount();
    render(<SplashScreen duration={Number.POSITIVE_INFINITY} onDone={onDone} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('never shows when controlled hidden', () => {
    render(<SplashScreen isVisible={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
