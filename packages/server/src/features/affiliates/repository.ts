// All the SQL of affiliates: referral codes, referrals (who brought whom) and conversions.

import { isTier, type Tier } from '@app/contract';
import type { CommissionStatus } from '@app/contract/affiliates';
import type { Queryable } from '../../db/storage';

/** One's code, or null before the first visit of /affiliate. */
export async function findCode(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ code: string }>('SELECT code FROM referral_codes WHERE user_id = $1', [userId]);
  return row?.code ?? null;
}

/** Stores a code for a user unless they have one; answers the code in force (theirs, old or new). */
export async function insertCode(db: Queryable, userId: number, code: string, now: Date): Promise<string | null> {
  await db.query(
    'INSERT INTO referral_codes (user_id, code, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING',
    [userId, code, now],
  );
  return findCode(db, userId);
}

/** The owner of a code, or null for an unknown one. */
export async function ownerOfCode(db: Queryable, code: string): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>('SELECT user_id FROM referral_codes WHERE code = $1', [code]);
  return row?.user_id ?? null;
}

/** Records who brought a user; a user who already has a referrer keeps theirs. Answers whether it was stored. */
export async function insertReferral(db: Queryable, userId: number, referrerId: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO referrals (user_id, referrer_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [userId, referrerId, now],
  );
  return rows.length > 0;
}

/** Who brought a user, or null. */
export async function referrerOf(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db.query<{ referrer_id: number }>('SELECT referrer_id FROM referrals WHERE user_id = $1', [
    userId,
  ]);
  return row?.referrer_id ?? null;
}

/** A referred user's first confirmed payment; a second (or a replay) is not stored. Answers whether it was. */
export async function insertConversion(
  db: Queryable,
  conversion: { userId: number; referrerId: number; sessionId: string; tier: Tier; commissionCents: number },
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO referral_conversions (user_id, referrer_id, session_id, tier, commission_cents, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING user_id`,
    [conversion.userId, conversion.referrerId, conversion.sessionId, conversion.tier, conversion.commissionCents, now],
  );
  return rows.length > 0;
}

/** Reverses the commission of the conversion paid by a session (once). Answers whether one was. */
export async function reverseConversion(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE referral_conversions SET status = 'reversed', reversed_at = $2
      WHERE session_id = $1 AND status = 'pending' RETURNING user_id`,
    [sessionId, now],
  );
  return rows.length > 0;
}

export interface ReferralRow {
  userId: number;
  username: string;
  tier: Tier;
  joinedAt: Date;
  conversion: { tier: Tier; at: Date; commissionCents: number; status: CommissionStatus } | null;
}

interface Row {
  user_id: number;
  username: string;
  tier: string;
  joined_at: string;
  conversion_tier: string | null;
  converted_at: string | null;
  commission_cents: number | null;
  status: CommissionStatus | null;
}

const tierOf = (value: string): Tier => (isTier(value) ? value : 'free');

/** The people a user brought, newest first (at most `limit`). */
export async function listReferrals(db: Queryable, referrerId: number, limit: number): Promise<ReferralRow[]> {
  const rows = await db.query<Row>(
    `SELECT r.user_id, u.username, u.tier, r.created_at::text AS joined_at,
            c.tier AS conversion_tier, c.created_at::text AS converted_at, c.commission_cents, c.status
       FROM referrals r
       JOIN users u ON u.id = r.user_id
       LEFT JOIN referral_conversions c ON c.user_id = r.user_id
      WHERE r.referrer_id = $1
      ORDER BY r.created_at DESC, r.user_id DESC
      LIMIT $2`,
    [referrerId, limit],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    username: row.username,
    tier: tierOf(row.tier),
    joinedAt: new Date(row.joined_at),
    conversion:
      row.conversion_tier && row.converted_at && row.status
        ? {
            tier: tierOf(row.conversion_tier),
            at: new Date(row.converted_at),
            commissionCents: row.commission_cents ?? 0,
            status: row.status,
          }
        : null,
  }));
}

/** A referrer's figures: everyone counted, not only the listed; a refunded conversion no longer counts. */
export async function referralTotals(
  db: Queryable,
  referrerId: number,
): Promise<{ signUps: number; conversions: number; pendingCents: number; reversedCents: number }> {
  const [row] = await db.query<{ sign_ups: number; conversions: number; pending: number; reversed: number }>(
    `SELECT (SELECT count(*)::int FROM referrals WHERE referrer_id = $1) AS sign_ups,
            count(c.user_id) FILTER (WHERE c.status = 'pending')::int AS conversions,
            coalesce(sum(c.commission_cents) FILTER (WHERE c.status = 'pending'), 0)::int AS pending,
            coalesce(sum(c.commission_cents) FILTER (WHERE c.status = 'reversed'), 0)::int AS reversed
       FROM referral_conversions c WHERE c.referrer_id = $1`,
    [referrerId],
  );
  return {
    signUps: row?.sign_ups ?? 0,
    conversions: row?.conversions ?? 0,
    pendingCents: row?.pending ?? 0,
    reversedCents: row?.reversed ?? 0,
  };
}
