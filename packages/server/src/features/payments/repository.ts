// All the SQL of plans, checkout sessions, transactions, provider events and cancellation feedback.

import type { Tier } from '@app/contract';
import type { CheckoutSession, PurchasableTier, PurchaseKind, Transaction } from '@app/contract/billing';
import type { Queryable } from '../../db/storage';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export interface SubscriptionRecord {
  userId: number;
  tier: Tier;
  startedAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  pendingTier: Tier | null;
  cardLast4: string | null;
  /** Who bills the plan: `test` (the app renews it) or a provider that renews it itself. */
  provider: string;
  providerCustomerId: string | null;
  /** The provider's subscription: set, the provider owns renewals, price changes and the end. */
  providerSubscriptionId: string | null;
}

interface SubscriptionRow {
  user_id: number;
  tier: Tier;
  started_at: string;
  current_period_start: string | null;
  current_period_end: string | null;
  pending_tier: Tier | null;
  card_last4: string | null;
  provider: string;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
}

const subscriptionColumns = `user_id, tier, started_at::text, current_period_start::text, current_period_end::text,
  pending_tier, card_last4, provider, provider_customer_id, provider_subscription_id`;

function subscriptionOf(row: SubscriptionRow): SubscriptionRecord {
  return {
    userId: row.user_id,
    tier: row.tier,
    startedAt: new Date(row.started_at),
    periodStart: date(row.current_period_start),
    periodEnd: date(row.current_period_end),
    pendingTier: row.pending_tier,
    cardLast4: row.card_last4,
    provider: row.provider,
    providerCustomerId: row.provider_customer_id,
    providerSubscriptionId: row.provider_subscription_id,
  };
}

/** `lock`: held until the transaction ends, so that two servers settling one plan renew it once. */
export async function findSubscription(
  db: Queryable,
  userId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<SubscriptionRecord | null> {
  const [row] = await db.query<SubscriptionRow>(
    `SELECT ${subscriptionColumns} FROM subscriptions WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return row ? subscriptionOf(row) : null;
}

/** The plan of a provider's subscription (locked until the transaction ends). */
export async function findSubscriptionByProviderId(
  db: Queryable,
  providerSubscriptionId: string,
): Promise<SubscriptionRecord | null> {
  const [row] = await db.query<SubscriptionRow>(
    `SELECT ${subscriptionColumns} FROM subscriptions WHERE provider_subscription_id = $1 FOR UPDATE`,
    [providerSubscriptionId],
  );
  return row ? subscriptionOf(row) : null;
}

/**
 * The users whose plan's period has ended (oldest first): the renewal job's work. A plan a provider
 * bills is not among them: the provider renews it and says so.
 */
export async function listDuePlanUsers(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>(
    `SELECT user_id FROM subscriptions WHERE current_period_end <= $1 AND provider_subscription_id IS NULL
     ORDER BY current_period_end, user_id LIMIT $2`,
    [now.toISOString(), limit],
  );
  return rows.map((row) => row.user_id);
}

export async function saveSubscription(db: Queryable, record: SubscriptionRecord, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO subscriptions (user_id, tier, started_at, current_period_start, current_period_end, pending_tier, card_last4,
       updated_at, provider, provider_customer_id, provider_subscription_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (user_id) DO UPDATE SET tier = $2, started_at = $3, current_period_start = $4, current_period_end = $5,
       pending_tier = $6, card_last4 = $7, updated_at = $8, provider = $9, provider_customer_id = $10,
       provider_subscription_id = $11`,
    [
      record.userId,
      record.tier,
      record.startedAt,
      record.periodStart,
      record.periodEnd,
      record.pendingTier,
      record.cardLast4,
      now,
      record.provider,
      record.providerCustomerId,
      record.providerSubscriptionId,
    ],
  );
}

export async function deleteSubscription(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM subscriptions WHERE user_id = $1', [userId]);
}

/** The tier in force: what the session, the daily limit and the guards read. */
export async function setUserTier(db: Queryable, userId: number, tier: Tier): Promise<void> {
  await db.query('UPDATE users SET tier = $2 WHERE id = $1', [userId, tier]);
}

export interface SessionRecord {
  id: string;
  userId: number;
  tier: PurchasableTier;
  fromTier: Tier;
  kind: Exclude<PurchaseKind, never>;
  amountCents: number;
  periodEnd: Date | null;
  status: CheckoutSession['status'];
  lastError: CheckoutSession['lastError'];
  cardLast4: string | null;
  provider: string;
  /** The provider's page for it (null: the test checkout page of the shell). */
  checkoutUrl: string | null;
}

interface SessionRow {
  id: string;
  user_id: number;
  tier: PurchasableTier;
  from_tier: Tier;
  kind: PurchaseKind;
  amount_cents: number;
  period_end: string | null;
  status: CheckoutSession['status'];
  last_error: CheckoutSession['lastError'];
  card_last4: string | null;
  provider: string;
  checkout_url: string | null;
}

export async function insertSession(db: Queryable, session: SessionRecord, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO checkout_sessions (id, user_id, tier, from_tier, kind, amount_cents, period_end, status, last_error, card_last4,
       provider, checkout_url, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
    [
      session.id,
      session.userId,
      session.tier,
      session.fromTier,
      session.kind,
      session.amountCents,
      session.periodEnd,
      session.status,
      session.lastError,
      session.cardLast4,
      session.provider,
      session.checkoutUrl,
      now,
    ],
  );
}

/** A session by id; with `userId`, only that user's (another's reads as missing). */
export async function findSession(db: Queryable, id: string, userId?: number): Promise<SessionRecord | null> {
  const [row] = await db.query<SessionRow>(
    `SELECT id, user_id, tier, from_tier, kind, amount_cents, period_end::text, status, last_error, card_last4, provider, checkout_url
     FROM checkout_sessions WHERE id = $1 AND ($2::int IS NULL OR user_id = $2)`,
    [id, userId ?? null],
  );
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    tier: row.tier,
    fromTier: row.from_tier,
    kind: row.kind,
    amountCents: row.amount_cents,
    periodEnd: date(row.period_end),
    status: row.status,
    lastError: row.last_error,
    cardLast4: row.card_last4,
    provider: row.provider,
    checkoutUrl: row.checkout_url,
  };
}

export async function updateSession(
  db: Queryable,
  id: string,
  change: { status: SessionRecord['status']; lastError: SessionRecord['lastError']; cardLast4?: string | null },
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE checkout_sessions SET status = $2, last_error = $3, card_last4 = COALESCE($5, card_last4), updated_at = $4 WHERE id = $1',
    [id, change.status, change.lastError, now, change.cardLast4 ?? null],
  );
}

export interface NewTransaction {
  userId: number;
  sessionId: string | null;
  tier: Tier;
  kind: Transaction['kind'];
  amountCents: number;
  status: Transaction['status'];
  last4: string | null;
}

export async function insertTransaction(db: Queryable, transaction: NewTransaction, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO payment_transactions (user_id, session_id, tier, kind, amount_cents, status, card_last4, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      transaction.userId,
      transaction.sessionId,
      transaction.tier,
      transaction.kind,
      transaction.amountCents,
      transaction.status,
      transaction.last4,
      now,
    ],
  );
}

/** Whether a checkout's payment was already given back (a second refund event lists nothing more). */
export async function isRefunded(db: Queryable, sessionId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payment_transactions WHERE session_id = $1 AND status = 'refunded' LIMIT 1`,
    [sessionId],
  );
  return rows.length > 0;
}

/** A user's payments, newest first. */
export async function listTransactions(db: Queryable, userId: number, limit: number): Promise<Transaction[]> {
  const rows = await db.query<{
    id: number;
    created_at: string;
    tier: Tier;
    kind: Transaction['kind'];
    amount_cents: number;
    status: Transaction['status'];
    card_last4: string | null;
  }>(
    `SELECT id, created_at::text, tier, kind, amount_cents, status, card_last4 FROM payment_transactions
     WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    date: iso(row.created_at) ?? '',
    tier: row.tier,
    amount: row.amount_cents,
    currency: 'USD',
    status: row.status,
    kind: row.kind,
    last4: row.card_last4,
  }));
}

/** Records a provider event by its id; false when it was already recorded (a replay). */
export async function recordEvent(
  db: Queryable,
  event: { id: string; type: string; sessionId: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO payment_events (event_id, type, session_id, received_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [event.id, event.type, event.sessionId, now],
  );
  return rows.length > 0;
}

export async function insertCancellationFeedback(
  db: Queryable,
  feedback: { userId: number; tier: Tier; reason: string; details: string },
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO cancellation_feedback (user_id, tier, reason, details, created_at) VALUES ($1, $2, $3, $4, $5)',
    [feedback.userId, feedback.tier, feedback.reason, feedback.details, now],
  );
}
