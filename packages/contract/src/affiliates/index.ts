// Affiliates (issue 18 item 5): every client and teacher has a referral link (`/register?ref=CODE`);
// sign-ups through it and their first confirmed payment are attributed to the referrer, with a
// commission computed from the tier table's prices. `@app/contract/affiliates`.
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { priceCents } from '../billing';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';
import { CountSchema, IsoTimeSchema } from '../schemas/common';
import { type Tier, tiers } from '../tiers';

/**
 * The referrer's share of a referred user's first confirmed payment. DECISIONS gives no figure:
 * 20% of the tier table's price of the tier bought.
 */
export const commissionRate = 0.2;

/** The commission, in cents, earned when a referred user first pays for `tier` (free earns none). */
export const commissionCents = (tier: Tier): number => Math.round(priceCents(tier) * commissionRate);

/**
 * A referral code: URL-safe (base64url), long enough not to be guessed. The server makes them of
 * 16 characters (96 random bits); the rule accepts 16 to 64.
 */
export const referralCodePattern = /^[A-Za-z0-9_-]{16,64}$/;
export const isReferralCode = (value: unknown): value is string =>
  typeof value === 'string' && referralCodePattern.test(value);

/** The query parameter of the registration page that carries a code. */
export const referralParam = 'ref';

/** The link a referrer shares: the registration page with their code. */
export const referralLinkOf = (origin: string, code: string): string =>
  `${origin.replace(/\/+$/, '')}/register?${referralParam}=${encodeURIComponent(code)}`;

/** The code carried by a page's query string (`?ref=CODE`), or null when it holds none that could be one. */
export function referralCodeOf(search: string | Record<string, unknown>): string | null {
  const value = typeof search === 'string' ? new URLSearchParams(search).get(referralParam) : search[referralParam];
  return isReferralCode(value) ? value : null;
}

/**
 * A name shown to a referrer in place of the referred person's: the first letters of the username
 * and dots (never an e-mail, never the whole name).
 */
export function maskedName(username: string): string {
  const chars = [...username.trim()];
  const shown = chars.length <= 3 ? 1 : 2;
  return `${chars.slice(0, shown).join('')}•••`;
}

/** A commission: pending (earned, not yet paid out) or reversed (the payment was refunded). */
export const commissionStatuses = ['pending', 'reversed'] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

/** One referred person, as their referrer sees them. */
export const ReferralSchema = v.object({
  /** A stable key for lists (not the user's id). */
  key: v.pipe(v.string(), v.nonEmpty()),
  /** The masked name (`maskedName`). */
  name: v.string(),
  joinedAt: IsoTimeSchema,
  /** Their first confirmed payment, or null while they have not paid. */
  conversion: v.nullable(
    v.object({
      tier: v.picklist(tiers),
      at: IsoTimeSchema,
      commissionCents: CountSchema,
      status: v.picklist(commissionStatuses),
    }),
  ),
});
export type Referral = v.InferOutput<typeof ReferralSchema>;

/** `GET /api/affiliate`: one's own link, figures and referrals (newest first). */
export const AffiliateOverviewSchema = v.object({
  code: v.pipe(v.string(), v.regex(referralCodePattern)),
  /** The share of the price, e.g. 0.2. */
  commissionRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  signUps: CountSchema,
  conversions: CountSchema,
  commission: v.object({ pendingCents: CountSchema, reversedCents: CountSchema }),
  referrals: v.array(ReferralSchema),
});
export type AffiliateOverview = v.InferOutput<typeof AffiliateOverviewSchema>;

/** One student of a teacher: someone who registered with the teacher's code, and their tier now. */
export const StudentSchema = v.object({
  key: v.pipe(v.string(), v.nonEmpty()),
  username: v.string(),
  tier: v.picklist(tiers),
  joinedAt: IsoTimeSchema,
});
export type Student = v.InferOutput<typeof StudentSchema>;

/** `GET /api/affiliate/students` (teachers and admins). */
export const StudentListSchema = v.object({ students: v.array(StudentSchema) });
export type StudentList = v.InferOutput<typeof StudentListSchema>;

export const affiliatePaths = {
  overview: '/api/affiliate',
  students: '/api/affiliate/students',
} as const;

export const affiliateRoutes = {
  overview: { method: 'GET', path: affiliatePaths.overview },
  students: { method: 'GET', path: affiliatePaths.students },
} as const;

export const affiliateKeys = {
  all: [affiliatePaths.overview] as const,
  overview: [affiliatePaths.overview, 'overview'] as const,
  students: [affiliatePaths.overview, 'students'] as const,
};

/** `GET /api/affiliate` (any signed-in user; the code is made on the first visit). */
export function affiliateQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: affiliateKeys.overview,
    queryFn: async ({ signal }) =>
      parseReply(
        AffiliateOverviewSchema,
        `GET ${affiliatePaths.overview}`,
        await api.read(affiliatePaths.overview, { signal }),
      ),
  });
}

/** `GET /api/affiliate/students` (teachers and admins). */
export function studentsQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: affiliateKeys.students,
    queryFn: async ({ signal }) =>
      parseReply(
        StudentListSchema,
        `GET ${affiliatePaths.students}`,
        await api.read(affiliatePaths.students, { signal }),
      ),
  });
}
