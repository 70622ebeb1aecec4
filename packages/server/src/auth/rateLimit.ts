import type { Queryable } from '../db/storage';

/** How many hits in one process between two sweeps of expired windows from the shared table. */
const hitsPerSweep = 500;

/**
 * A fixed-window counter per key, kept in the database (`rate_limits`), so that any number of
 * server processes behind a proxy count together: two servers must not double a limit. One upsert
 * counts and answers atomically, also under concurrent hits. Log-in attempts are counted BEFORE
 * any password hashing, so a flood costs one statement, not half a second of scrypt.
 */
export class RateLimiter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Queryable,
    /** Names this limiter's keys in the shared table (`login-account`, `reset-email`...). */
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; answers the seconds to wait when the key is over its limit, else 0. */
  async hit(key: string): Promise<number> {
    const now = this.now();
    const [row] = await this.db.query<{ count: number; reset_ms: number }>(
      `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.reset_at <= $2 THEN 1 ELSE rate_limits.count + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= $2 THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
       RETURNING count, (extract(epoch FROM reset_at) * 1000)::float8 AS reset_ms`,
      [this.keyOf(key), new Date(now), new Date(now + this.windowMs)],
    );
    this.sweepNowAndThen(now);
    if (!row || row.count <= this.limit) return 0;
    return Math.max(1, Math.ceil((row.reset_ms - now) / 1000));
  }

  /**
   * Takes back one attempt of a key: a log-in that succeeded, so that only failures count against
   * an address (a school or an office behind one address signs in all morning).
   */
  async forgive(key: string): Promise<void> {
    await this.db.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND count > 0', [this.keyOf(key)]);
  }

  /** Forgets a key (a successful log-in clears its account's failures). */
  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE key = $1', [this.keyOf(key)]);
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }

  /** Windows that have ended are deleted now and then, in the background (a failure only delays it). */
  private sweepNowAndThen(now: number): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < hitsPerSweep) return;
    this.hitsSinceSweep = 0;
    this.db.query('DELETE FROM rate_limits WHERE reset_at <= $1', [new Date(now)]).catch(() => undefined);
  }
}
