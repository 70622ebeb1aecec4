import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlayEmergencyHideMs, PageTransitionOverlay } from './PageTransitionOverlay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const overlayOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="page-transition-overlay"]')!;

describe('PageTransitionOverlay', () => {
  it('is decoration only: aria-hidden, inert, nothing focusable', () => {
    const { container } = render(<PageTransitionOverlay isActive />);
    const overlay = overlayOf(container);
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(overlay).toHaveAttribute('inert');
    expect(overlay.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });

  it('hides at the latest 500 ms after it appeared (spec 9)', () => {
    expect(overlayEmergencyHideMs).toBe(500);
    const onHidden = vi.fn();
    const { container } = render(<PageTransitionOverlay isActive onHidden={onHidden} />);
    expect(overlayOf(container)).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(499));
    expect(overlayOf(container)).toHaveAttribute('data-state', 'visible');
    expect(onHidden).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(overlayOf(container)).toHaveAttribute('data-state', 'hidden');
    expect(onHidden).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  it('hides as soon as the page is ready, and the emergency timer is dropped', () => {
    const onHidden = vi.fn();
    const { container, rerender } = render(<PageTransitionOverlay isActive={false} onHidden={onHidden} />);
    expect(overlayOf(container)).toHaveAttribute('data-state', 'hidden');
    rerender(<PageTransitionOverlay isActive onHidden={onHidden} />);
    expect(overlayOf(container)).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(200));
    rerender(<PageTransitionOverlay isActive={false} onHidden={onHidden} />);
    expect(overlayOf(container)).toHaveAttribute('data-state', 'hidden');
    expect(onHidden).toHaveBeenCalledExactlyOnceWith('ready');
    act(() => vi.advanceTimersByTime(1000));
    expect(onHidden).toHaveBeenCalledOnce();
  });

  it('shows again on the next navigation, with a fresh emergency timer', () => {
    const onHidden = vi.fn();
    const { container, rerender } = render(<PageTransitionOverlay isActive onHidden={onHidden} />);
    act(() => vi.advanceTimersByTime(500));
    rerender(<PageTransitionOverlay isActive={false} onHidden={onHidden} />);
    expect(onHidden).toHaveBeenCalledOnce();
    rerender(<PageTransitionOverlay isActive onHidden={onHidden} />);
    expect(overlayOf(container)).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(500));
    expect(onHidden).toHaveBeenLastCalledWith('timeout');
    expect(onHidden).toHaveBeenCalledTimes(2);
  });

  it('can be held up when the emergency hide is turned off', () => {
    const { container } = render(<PageTransitionOverlay isActive emergencyHideMs={Number.POSITIVE_INFINITY} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(overlayOf(container)).toHaveAttribute('data-state', 'visible');
  });

  it('never blocks the pointer or focus of the page beneath', () => {
    const { container } = render(
      <>
        <button type="button">Beneath</button>
        <PageTransitionOverlay isActive />
      </>,
    );
    const button = container.querySelector('button')!;
    button.focus();
    expect(button).toHaveFocus();
  });
});
