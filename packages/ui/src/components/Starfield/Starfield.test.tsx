import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDeviceSignals, Starfield } from './Starfield';
import { StarfieldPauseToggle } from './StarfieldPauseToggle';
import { starfieldConfig } from './starfieldScene';

let ctx: {
  clearRect: ReturnType<typeof vi.fn>;
  fillRect: ReturnType<typeof vi.fn>;
  setTransform: ReturnType<typeof vi.fn>;
  globalAlpha: number;
  fillStyle: unknown;
};
const frames = () => ctx.clearRect.mock.calls.length;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
  ctx = { clearRect: vi.fn(), fillRect: vi.fn(), setTransform: vi.fn(), globalAlpha: 1, fillStyle: '' };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
});

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.style.removeProperty('--mh-color-star');
  Reflect.deleteProperty(document, 'visibilityState');
});

/** Lets the page go idle: the starfield starts drawing then. */
const idle = () => act(() => vi.advanceTimersByTime(0));

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

/** A page that puts the pause control in its footer, as the app does. */
function PageWithFooterToggle() {
  const [paused, setPaused] = useState(false);
  return (
    <>
      <Starfield reducedMotion={false} control="none" isPaused={paused} />
      <footer>
        <StarfieldPauseToggle reducedMotion={false} isPaused={paused} onPausedChange={setPaused} />
      </footer>
    </>
  );
}

describe('Starfield', () => {
  it('under reduced motion draws one still frame, runs no loop and shows no control', () => {
    const matchMedia = vi
      .fn()
      .mockReturnValue({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() });
    vi.stubGlobal('matchMedia', matchMedia);
    const { container } = render(<Starfield config={starfieldConfig('high')} />);
    const canvas = container.querySelector('canvas')!;
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas).toHaveAttribute('data-state', 'static');
    // Nothing is drawn while the page mounts; the one frame comes once it is idle, sized once.
    expect(frames()).toBe(0);
    idle();
    expect(frames()).toBe(1);
    expect(ctx.setTransform).toHaveBeenCalledTimes(1);
    expect(ctx.fillRect).toHaveBeenCalledTimes(300);
    act(() => vi.advanceTimersByTime(2000));
    expect(frames()).toBe(1);
    expect(screen.queryByRole('button')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('reads the star colour from the theme variable and redraws when the theme changes', async () => {
    document.documentElement.style.setProperty('--mh-color-star', '#8d7fc0');
    render(<Starfield reducedMotion />);
    idle();
    expect(ctx.fillStyle).toBe('#8d7fc0');
    const drawn = frames();
    document.documentElement.style.setProperty('--mh-color-star', '#fdf6d8');
    await act(async () => {
      document.documentElement.setAttribute('data-theme', 'dark-celestial');
    });
    expect(ctx.fillStyle).toBe('#fdf6d8');
    expect(frames()).toBe(drawn + 1);
    document.documentElement.removeAttribute('data-theme');
  });

  it('animates at 60 fps on a medium device', () => {
    const { container } = render(<Starfield config={starfieldConfig('medium')} reducedMotion={false} />);
    expect(container.querySelector('canvas')).toHaveAttribute('data-state', 'running');
    idle();
    const before = frames();
    act(() => vi.advanceTimersByTime(1000));
    expect(frames() - before).toBeGreaterThanOrEqual(55);
    expect(frames() - before).toBeLessThanOrEqual(61);
  });

  it('aims for 30 fps on a low device', () => {
    render(<Starfield config={starfieldConfig('low')} reducedMotion={false} />);
    idle();
    const before = frames();
    act(() => vi.advanceTimersByTime(1000));
    expect(frames() - before).toBeGreaterThanOrEqual(27);
    expect(frames() - before).toBeLessThanOrEqual(31);
  });

  // user-event stalls under fake timers here; a virtual click is what a screen reader sends anyway.
  it('pauses and resumes with the labelled control (WCAG 2.2.2)', () => {
    const onPausedChange = vi.fn();
    const { container } = render(<Starfield reducedMotion={false} onPausedChange={onPausedChange} />);
    idle();
    const control = screen.getByRole('button', { name: 'Pause background animation' });
    expect(control).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      fireEvent.click(control);
    });
    expect(control).toHaveAttribute('aria-pressed', 'true');
    expect(onPausedChange).toHaveBeenLastCalledWith(true);
    expect(container.querySelector('canvas')).toHaveAttribute('data-state', 'paused');
    idle();
    const paused = frames();
    act(() => vi.advanceTimersByTime(1000));
    expect(frames()).toBe(paused);
    act(() => {
      fireEvent.click(control);
    });
    expect(onPausedChange).toHaveBeenLastCalledWith(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(frames()).toBeGreaterThan(paused + 20);
  });

  it('with control="none" shows no control of its own and follows a StarfieldPauseToggle placed elsewhere', () => {
    const { container } = render(<PageWithFooterToggle />);
    const controls = screen.getAllByRole('button', { name: 'Pause background animation' });
    expect(controls).toHaveLength(1);
    expect(container.querySelector('footer')).toContainElement(controls[0] as HTMLElement);
    act(() => {
      fireEvent.click(controls[0] as HTMLElement);
    });
    expect(container.querySelector('canvas')).toHaveAttribute('data-state', 'paused');
    expect(controls[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('StarfieldPauseToggle renders nothing when motion is reduced (the starfield is then a still frame)', () => {
    render(<StarfieldPauseToggle reducedMotion isPaused={false} onPausedChange={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders the default sky first (as a server does) and the sky of the device once mounted', () => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { value: 2, configurable: true });
    const html = renderToString(<Starfield reducedMotion={false} />);
    const defaultStars = /data-stars="(\d+)"/.exec(html)?.[1];
    const { container } = render(<Starfield reducedMotion={false} />);
    expect(container.querySelector('canvas')?.getAttribute('data-stars')).toBe(
      String(starfieldConfig(readDeviceSignals()).starCount),
    );
    expect(defaultStars).toBe(String(starfieldConfig({}).starCount));
    expect(starfieldConfig(readDeviceSignals()).starCount).not.toBe(starfieldConfig({}).starCount);
    // @ts-expect-error restore the environment's own value
    delete navigator.hardwareConcurrency;
  });

  it('starts paused when asked, drawing the frame at time 0', () => {
    render(<Starfield reducedMotion={false} defaultPaused />);
    expect(screen.getByRole('button', { name: 'Pause background animation' })).toHaveAttribute('aria-pressed', 'true');
    idle();
    const drawn = frames();
    expect(drawn).toBeGreaterThanOrEqual(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(frames()).toBe(drawn);
  });

  it('stops while the tab is hidden and resumes when it is visible again', () => {
    const { container } = render(<Starfield reducedMotion={false} />);
    idle();
    setVisibility('hidden');
    expect(container.querySelector('canvas')).toHaveAttribute('data-state', 'hidden');
    idle();
    const hidden = frames();
    act(() => vi.advanceTimersByTime(1000));
    expect(frames()).toBe(hidden);
    setVisibility('visible');
    act(() => vi.advanceTimersByTime(1000));
    expect(frames()).toBeGreaterThan(hidden + 20);
  });

  it('exposes its configuration for debugging', () => {
    const { container } = render(
      <Starfield config={starfieldConfig({ score: 'high', starCount: 150 })} reducedMotion />,
    );
    const canvas = container.querySelector('canvas')!;
    expect(canvas).toHaveAttribute('data-stars', '150');
    expect(canvas).toHaveAttribute('data-particles', '100');
    expect(canvas).toHaveAttribute('data-frame-target', '60');
  });
});
