/**
 * The starfield's pure parts: the device score, the configuration it picks (the score gives low,
 * medium or high; particle counts are 20, 50 or 100; the frame target is 30 or 60 fps; the field
 * has 50 to 200 stars), a seeded field and the drawing of one frame.
 */

export type DeviceScore = 'low' | 'medium' | 'high';

/** What the browser tells about the device; every field may be missing. */
export interface DeviceSignals {
  /** `navigator.hardwareConcurrency`: logical processors. */
  hardwareConcurrency?: number;
  /** `navigator.deviceMemory`: GiB, rounded and capped at 8 by the browser (Chromium only). */
  deviceMemory?: number;
  /** `navigator.connection.saveData`: the user asked for less data and work. */
  saveData?: boolean;
  /** `prefers-reduced-motion: reduce`: draw one still frame, no loop. */
  reducedMotion?: boolean;
}

export interface StarfieldConfig {
  score: DeviceScore;
  /** Stars: 50 to 200. */
  starCount: number;
  /** Drifting motes: 20, 50 or 100. */
  particleCount: number;
  /** Frames per second the loop aims for: 30 or 60. */
  frameTarget: 30 | 60;
  /** False under reduced motion: one still frame. */
  animate: boolean;
}

export const starCountRange = { min: 50, max: 200 } as const;

/** Per score: stars, particles and frame target. */
export const starfieldTiers = {
  low: { starCount: 50, particleCount: 20, frameTarget: 30 },
  medium: { starCount: 100, particleCount: 50, frameTarget: 60 },
  high: { starCount: 200, particleCount: 100, frameTarget: 60 },
} as const satisfies Record<DeviceScore, Omit<StarfieldConfig, 'score' | 'animate'>>;

/**
 * Scores a device: low with 2 or fewer logical processors, 2 GiB or less of memory, or Save-Data;
 * high with 8 or more processors and (when known) 8 GiB; medium otherwise, and when nothing is known.
 */
export function deviceScore({
  hardwareConcurrency: cores,
  deviceMemory: memory,
  saveData,
}: DeviceSignals): DeviceScore {
  const known = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
  if (saveData) return 'low';
  if ((known(cores) && cores <= 2) || (known(memory) && memory <= 2)) return 'low';
  if (known(cores) && cores >= 8 && (!known(memory) || memory >= 8)) return 'high';
  return 'medium';
}

export const clampStarCount = (count: number) =>
  Number.isFinite(count)
    ? Math.min(starCountRange.max, Math.max(starCountRange.min, Math.round(count)))
    : starCountRange.min;

/**
 * The starfield's configuration from a score or from device signals. A `starCount` override is
 * clamped to 50..200; reduced motion keeps the counts but turns the animation off.
 */
export function starfieldConfig(
  input: DeviceScore | (DeviceSignals & { score?: DeviceScore; starCount?: number }),
): StarfieldConfig {
  const signals = typeof input === 'string' ? { score: input } : input;
  const score = signals.score ?? deviceScore(signals);
  const tier = starfieldTiers[score];
  return {
    score,
    starCount: clampStarCount(signals.starCount ?? tier.starCount),
    particleCount: tier.particleCount,
    frameTarget: tier.frameTarget,
    animate: !signals.reducedMotion,
  };
}

/** mulberry32: a tiny seeded PRNG, so the same seed always gives the same sky (stable screenshots). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A field in unit coordinates (0..1), kept in typed arrays so a frame allocates nothing.
 * Stars twinkle in place; particles drift slowly upwards and wrap around.
 */
export interface StarfieldScene {
  stars: {
    x: Float32Array;
    y: Float32Array;
    size: Float32Array;
    alpha: Float32Array;
    speed: Float32Array;
    phase: Float32Array;
  };
  particles: { x: Float32Array; y: Float32Array; size: Float32Array; rise: Float32Array; sway: Float32Array };
}

export function createStarfieldScene(starCount: number, particleCount: number, seed = 1): StarfieldScene {
  const random = seededRandom(seed);
  const s = starCount;
  const stars = {
    x: new Float32Array(s),
    y: new Float32Array(s),
    size: new Float32Array(s),
    alpha: new Float32Array(s),
    speed: new Float32Array(s),
    phase: new Float32Array(s),
  };
  for (let i = 0; i < s; i++) {
    stars.x[i] = random();
    stars.y[i] = random();
    // Mostly small stars, a few bright ones.
    stars.size[i] = 1 + Math.round(random() ** 3 * 2);
    stars.alpha[i] = 0.45 + random() * 0.45;
    stars.speed[i] = 0.6 + random() * 1.6;
    stars.phase[i] = random() * Math.PI * 2;
  }
  const p = particleCount;
  const particles = {
    x: new Float32Array(p),
    y: new Float32Array(p),
    size: new Float32Array(p),
    rise: new Float32Array(p),
    sway: new Float32Array(p),
  };
  for (let i = 0; i < p; i++) {
    particles.x[i] = random();
    particles.y[i] = random();
    particles.size[i] = 1.5 + random() * 1.5;
    // A screen height every 60 to 180 s: calm, background motion.
    particles.rise[i] = 1 / (60 + random() * 120);
    particles.sway[i] = (random() - 0.5) / 200;
  }
  return { stars, particles };
}

/** The 2D context calls a frame uses (a real CanvasRenderingContext2D fits). */
export type StarfieldFrameContext = Pick<
  CanvasRenderingContext2D,
  'clearRect' | 'fillRect' | 'globalAlpha' | 'fillStyle'
>;

const fract = (n: number) => n - Math.floor(n);

/**
 * Draws the field at `time` (seconds): a pure function of its inputs, so the frame at time 0 is the
 * same on every run. Squares instead of arcs: at 1-3 px they look the same and cost far less.
 */
export function drawStarfieldFrame(
  ctx: StarfieldFrameContext,
  field: StarfieldScene,
  width: number,
  height: number,
  color: string,
  time: number,
) {
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = color;
  const { x, y, size, alpha, speed, phase } = field.stars;
  for (let i = 0; i < x.length; i++) {
    // Twinkle: alpha swings by up to 35 % of its base.
    ctx.globalAlpha = alpha[i]! * (0.825 + 0.175 * Math.sin(phase[i]! + time * speed[i]!));
    // Whole pixels: crisp points, and no anti-aliasing work.
    ctx.fillRect(Math.floor(x[i]! * width), Math.floor(y[i]! * height), size[i]!, size[i]!);
  }
  const p = field.particles;
  ctx.globalAlpha = 0.3;
  for (let i = 0; i < p.x.length; i++) {
    ctx.fillRect(
      // Motes keep sub-pixel positions so their slow drift stays smooth.
      fract(p.x[i]! + p.sway[i]! * time) * width,
      fract(p.y[i]! - p.rise[i]! * time) * height,
      p.size[i]!,
      p.size[i]!,
    );
  }
  ctx.globalAlpha = 1;
}
