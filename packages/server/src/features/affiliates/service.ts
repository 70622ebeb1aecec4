// Affiliates (issue 18 item 5): codes, referrals at registration, conversions when the payments
// service confirms a checkout, and the commission reversed by a refund.
import { createHash, randomBytes } from 'node:crypto';
import { hasRole, type Tier } from '@app/contract';
import {
  type AffiliateOverview,
  commissionCents,
  commissionRate,
  isReferralCode,
  maskedName,
  type StudentList,
} from '@app/contract/affiliates';
import type { Deps, SessionUser } from '../../context';
import type { Queryable } from '../../db/storage';
import { HttpError } from '../../http/errors';
import { serverMessages } from '../../messages';
import {
  findCode,
  insertCode,
  insertConversion,
  insertReferral,
  listReferrals,
  ownerOfCode,
  referralTotals,
  referrerOf,
  reverseConversion,
} from './repository';

type Clock = Pick<Deps, 'storage' | 'now'>;

/** How many referrals (and students) a page lists, newest first. */
export const listedReferrals = 100;

/** A new code: 96 random bits as base64url (16 characters), unguessable and URL-safe. */
export const newReferralCode = (): string => randomBytes(12).toString('base64url');

/** One's code, made on the first call (a collision, however unlikely, draws again). */
export async function ensureCode(deps: Clock, userId: number): Promise<string> {
  const existing = await findCode(deps.storage, userId);
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const code = await insertCode(deps.storage, userId, newReferralCode(), deps.now());
      if (code) return code;
    } catch (error) {
      // Another user's code drew the same characters (unique index): draw again.
      if (!String((error as { message?: string }).message).includes('referral_codes_code_key')) throw error;
    }
  }
  throw new Error('no referral code could be made');
}

/**
 * At registration: records who brought a new user. A malformed or unknown code, and one's own,
 * are ignored (the sign-up goes on); a user who already has a referrer keeps them.
 */
export async function recordReferral(db: Queryable, userId: number, code: unknown, now: Date): Promise<boolean> {
  if (!isReferralCode(code)) return false;
  const referrerId = await ownerOfCode(db, code);
  if (referrerId === null || referrerId === userId) return false;
  return insertReferral(db, userId, referrerId, now);
}

/**
 * The payments service confirmed a checkout (in its transaction, after the event was recorded
 * once): a referred user's first payment is their referrer's conversion, with a commission of the
 * tier table's price. Later payments and replays add nothing.
 */
export async function recordConversion(
  db: Queryable,
  payment: { userId: number; sessionId: string; tier: Tier },
  now: Date,
): Promise<boolean> {
  const referrerId = await referrerOf(db, payment.userId);
  if (referrerId === null) return false;
  return insertConversion(
    db,
    {
      userId: payment.userId,
      referrerId,
      sessionId: payment.sessionId,
      tier: payment.tier,
      commissionCents: commissionCents(payment.tier),
    },
    now,
  );
}

/** A refund of a checkout reverses the commission earned on it (once). */
export function reverseCommission(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  return reverseConversion(db, sessionId, now);
}

/** A list key that does not tell the referred user's id. */
const keyOf = (referrerId: number, userId: number) =>
  createHash('sha256').update(`referral:${referrerId}:${userId}`).digest('base64url').slice(0, 16);

/** `GET /api/affiliate`: one's own code, figures and referrals (masked names, no e-mail). */
export async function affiliateOverview(deps: Clock, user: SessionUser): Promise<AffiliateOverview> {
  const code = await ensureCode(deps, user.id);
  const totals = await referralTotals(deps.storage, user.id);
  const referrals = await listReferrals(deps.storage, user.id, listedReferrals);
  return {
    code,
    commissionRate,
    signUps: totals.signUps,
    conversions: totals.conversions,
    commission: { pendingCents: totals.pendingCents, reversedCents: totals.reversedCents },
    referrals: referrals.map((row) => ({
      key: keyOf(user.id, row.userId),
      name: maskedName(row.username),
      joinedAt: row.joinedAt.toISOString(),
      conversion: row.conversion
        ? {
            tier: row.conversion.tier,
            at: row.conversion.at.toISOString(),
            commissionCents: row.conversion.commissionCents,
            status: row.conversion.status,
          }
        : null,
    })),
  };
}

/** `GET /api/affiliate/students` (teachers and admins): who registered with one's code, and their tier. */
export async function studentsOf(deps: Clock, user: SessionUser): Promise<StudentList> {
  if (!hasRole(user.role, 'teacher')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  const referrals = await listReferrals(deps.storage, user.id, listedReferrals);
  return {
    students: referrals.map((row) => ({
      key: keyOf(user.id, row.userId),
      username: row.username,
      tier: row.tier,
      joinedAt: row.joinedAt.toISOString(),
    })),
  };
}
