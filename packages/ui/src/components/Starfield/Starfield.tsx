import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import * as styles from './Starfield.css';
import { StarfieldPauseToggle, useReducedMotion } from './StarfieldPauseToggle';
import {
  createStarfieldScene,
  type DeviceSignals,
  deviceScore,
  drawStarfieldFrame,
  type StarfieldConfig,
  starfieldConfig,
} from './starfieldScene';

export interface StarfieldProps {
  /** A fixed configuration; by default it comes from the device's signals ({@link starfieldConfig}). */
  config?: StarfieldConfig;
  /** Seed of the star positions: the same seed draws the same sky. @default 1 */
  seed?: number;
  /** Overrides the `prefers-reduced-motion` media query (stories, tests). */
  reducedMotion?: boolean;
  /** Controlled pause state (the pause control's pressed state). */
  isPaused?: boolean;
  /** Initial pause state when uncontrolled. @default false */
  defaultPaused?: boolean;
  onPausedChange?: (isPaused: boolean) => void;
  /** `viewport`: fixed behind the page; `container`: fills its positioned parent. @default 'viewport' */
  fill?: 'viewport' | 'container';
  /** Layout-only escape hatch, on the canvas. */
  className?: string;
  /** Layout-only escape hatch, on the pause control (e.g. to move it clear of other controls). */
  controlClassName?: string;
  /**
   * `floating`: the pause control sits in the bottom-left corner, above the page. `none`: no
   * control here; render a {@link StarfieldPauseToggle} where it covers nothing (a footer) and pass
   * `isPaused`. @default 'floating'
   */
  control?: 'floating' | 'none';
}

/** Reads the device's signals from `navigator` (missing APIs give missing fields). */
export function readDeviceSignals(nav: Navigator | undefined = globalThis.navigator): DeviceSignals {
  if (!nav) return {};
  const extra = nav as Navigator & { deviceMemory?: number; connection?: { saveData?: boolean } };
  return {
    hardwareConcurrency: nav.hardwareConcurrency,
    deviceMemory: extra.deviceMemory,
    saveData: extra.connection?.saveData,
  };
}

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const getHidden = () => document.visibilityState === 'hidden';

const starColorVar = '--mh-color-star';

/** Runs `task` once the browser is idle (at most half a second later); returns its cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 500 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/**
 * The animated starfield behind the page: 50 to 200 twinkling stars and a few drifting motes,
 * sized by the device's score. It starts once the page is idle, not while the page mounts or
 * hydrates. It draws one still frame under reduced motion, stops while the tab is hidden, and
 * offers a pause control (WCAG 2.2.2) whenever it moves. The canvas is decorative
 * (`aria-hidden`); its colour is the theme's `--mh-color-star`, re-read when the theme changes.
 */
export function Starfield({
  config: fixedConfig,
  seed = 1,
  reducedMotion: reducedMotionProp,
  isPaused: isPausedProp,
  defaultPaused = false,
  onPausedChange,
  fill = 'viewport',
  className,
  controlClassName,
  control = 'floating',
}: StarfieldProps) {
  const reducedMotion = useReducedMotion(reducedMotionProp);
  const hidden = useSyncExternalStore(subscribeVisibility, getHidden, () => false);
  const [pausedState, setPausedState] = useState(defaultPaused);
  const paused = isPausedProp ?? pausedState;

  // A server cannot read the device: the first render (and so a hydration) draws the default sky,
  // and the device's own follows once mounted.
  const [score, setScore] = useState(() => deviceScore({}));
  useEffect(() => setScore(deviceScore(readDeviceSignals())), []);
  const config = useMemo(
    () =>
      fixedConfig
        ? { ...fixedConfig, animate: fixedConfig.animate && !reducedMotion }
        : starfieldConfig({ score, reducedMotion }),
    [fixedConfig, reducedMotion, score],
  );
  const field = useMemo(
    () => createStarfieldScene(config.starCount, config.particleCount, seed),
    [config.starCount, config.particleCount, seed],
  );
  const running = config.animate && !paused && !hidden;
  const state = !config.animate ? 'static' : paused ? 'paused' : hidden ? 'hidden' : 'running';

  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Animation time in seconds: kept across pauses so the sky resumes where it stopped.
  const timeRef = useRef(0);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    // Not sized yet (-1): the first resize always sizes the bitmap.
    let width = -1;
    let height = -1;
    let color = '';
    let frame = 0;
    let themeObserver: MutationObserver | undefined;
    let resizeObserver: ResizeObserver | undefined;
    const readColor = () => {
      color = getComputedStyle(canvas).getPropertyValue(starColorVar).trim() || 'currentColor';
    };
    // Sizing the bitmap clears and reallocates it: only when the canvas's box changed.
    const resize = () => {
      const dpr = globalThis.devicePixelRatio || 1;
      if (canvas.clientWidth === width && canvas.clientHeight === height) return false;
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      return true;
    };
    const draw = () => drawStarfieldFrame(ctx, field, width, height, color, timeRef.current);

    const start = () => {
      readColor();
      resize();
      draw();
      // A theme switch changes --mh-color-star: redraw with the new colour.
      themeObserver = new MutationObserver(() => {
        readColor();
        if (!running) draw();
      });
      themeObserver.observe(document.documentElement, {
        attributes: true,
        attributeFilter: ['data-theme', 'class', 'style'],
      });
      if (typeof ResizeObserver !== 'undefined') {
        resizeObserver = new ResizeObserver(() => {
          if (resize()) draw();
        });
        resizeObserver.observe(canvas);
      }
      if (!running) return;
      const interval = 1000 / config.frameTarget;
      let last: number | undefined;
      const tick = (now: number) => {
        frame = requestAnimationFrame(tick);
        if (last === undefined) {
          last = now;
          return;
        }
        const elapsed = now - last;
        // A 60 Hz display at a 30 fps target draws every other frame; 10 % slack absorbs jitter.
        if (elapsed < interval * 0.9) return;
        last = now;
        // After a long stall (a busy main thread), step at most 100 ms: no sudden jumps.
        timeRef.current += Math.min(elapsed, 100) / 1000;
        draw();
      };
      frame = requestAnimationFrame(tick);
    };

    // The sky is decoration: it starts when the page is idle, not in the task that mounts (or
    // hydrates) the page, where its canvas work would hold up the page's own.
    const cancelStart = whenIdle(start);
    return () => {
      cancelStart();
      cancelAnimationFrame(frame);
      themeObserver?.disconnect();
      resizeObserver?.disconnect();
    };
  }, [field, running, config.frameTarget]);

  const setPaused = (next: boolean) => {
    if (isPausedProp === undefined) setPausedState(next);
    onPausedChange?.(next);
  };

  return (
    <>
      <canvas
        ref={canvasRef}
        aria-hidden
        className={[styles.canvas[fill], className].filter(Boolean).join(' ')}
        data-state={state}
        data-stars={config.starCount}
        data-particles={config.particleCount}
        data-frame-target={config.frameTarget}
      />
      {config.animate && control === 'floating' ? (
        <StarfieldPauseToggle
          placement={fill === 'container' ? 'container' : 'floating'}
          className={controlClassName}
          isPaused={paused}
          onPausedChange={setPaused}
          reducedMotion={false}
        />
      ) : null}
    </>
  );
}
