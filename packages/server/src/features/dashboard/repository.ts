// The admin dashboard's figures, read straight from the tables that record each fact. Days are UTC
// days (the contract's `utcDay`): a moment's day is `(created_at AT TIME ZONE 'UTC')::date`, and
// daily_usage.day is already the UTC day the allowance counted.

import { roles, tiers } from '@app/contract';
import { type Dashboard, type DashboardPeriod, daysOf } from '@app/contract/dashboard';
import type { FeedbackDomain } from '@app/contract/feedbackConversations';
import type { Queryable } from '../../db/storage';

/** Records that the assistant's provider failed a reply (the chat answered its apology). */
export async function recordAssistantFailure(db: Queryable, failure: { provider: string; at: Date }): Promise<void> {
  await db.query('INSERT INTO assistant_failures (provider, created_at) VALUES ($1, $2)', [
    failure.provider,
    failure.at,
  ]);
}

type DayCount = { day: string; count: number };
const utcDayOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
/** `[from 00:00 UTC, the day after to 00:00 UTC)`: the period's moments. */
const boundsOf = (period: DashboardPeriod) => {
  const end = new Date(`${period.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return [new Date(`${period.from}T00:00:00.000Z`), end];
};

async function perDay(db: Queryable, table: string, period: DashboardPeriod): Promise<Map<string, number>> {
  const rows = await db.query<DayCount>(
    `SELECT ${utcDayOf('created_at')} AS day, count(*)::int AS count FROM ${table}
      WHERE created_at >= $1 AND created_at < $2 GROUP BY 1`,
    boundsOf(period),
  );
  return new Map(rows.map((row) => [row.day, row.count]));
}

/** Every figure of the dashboard for a period of UTC days. */
export async function dashboardOf(db: Queryable, period: DashboardPeriod): Promise<Dashboard> {
  const bounds = boundsOf(period);
  const tierRows = await db.query<{ tier: string; count: number }>(
    'SELECT tier, count(*)::int AS count FROM users GROUP BY tier',
  );
  const roleRows = await db.query<{ role: string; count: number }>(
    'SELECT role, count(*)::int AS count FROM users GROUP BY role',
  );
  const signUps = await perDay(db, 'users', period);
  const crisis = await perDay(db, 'crisis_replies', period);
  const failures = await perDay(db, 'assistant_failures', period);
  const usage = await db.query<{ day: string; prompts: number; active: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(prompts)::int AS prompts, count(DISTINCT user_id)::int AS active
       FROM daily_usage WHERE day >= $1::date AND day <= $2::date AND prompts > 0 GROUP BY day`,
    [period.from, period.to],
  );
  const usageByDay = new Map(usage.map((row) => [row.day, row]));
  const [active] = await db.query<{ count: number }>(
    `SELECT count(DISTINCT user_id)::int AS count FROM daily_usage
      WHERE day >= $1::date AND day <= $2::date AND prompts > 0`,
    [period.from, period.to],
  );
  const feedback = await db.query<{ domain: FeedbackDomain | null; positive: number; negative: number }>(
    `SELECT domain,
            count(*) FILTER (WHERE feedback = 'positive')::int AS positive,
            count(*) FILTER (WHERE feedback = 'negative')::int AS negative
       FROM feedback WHERE created_at >= $1 AND created_at < $2 GROUP BY domain ORDER BY domain NULLS LAST`,
    bounds,
  );
  // A conversion is a paid checkout that started from the free tier: the provider confirmed it, so
  // the person paid (an admin's tier grant is not a purchase, and a renewal never starts from free).
  const [converted] = await db.query<{ count: number }>(
    `SELECT count(DISTINCT t.user_id)::int AS count FROM payment_transactions t
       JOIN checkout_sessions s ON s.id = t.session_id
      WHERE t.status = 'paid' AND s.from_tier = 'free' AND t.created_at >= $1 AND t.created_at < $2`,
    bounds,
  );
  const [stillFree] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM users WHERE tier = 'free' AND role = 'client' AND created_at < $1",
    [bounds[1]],
  );

  const days = daysOf(period).map((day) => ({
    day,
    signUps: signUps.get(day) ?? 0,
    prompts: usageByDay.get(day)?.prompts ?? 0,
    activeUsers: usageByDay.get(day)?.active ?? 0,
    crisisReplies: crisis.get(day) ?? 0,
    providerFailures: failures.get(day) ?? 0,
  }));
  const sum = (key: 'signUps' | 'prompts' | 'crisisReplies' | 'providerFailures') =>
    days.reduce((total, day) => total + day[key], 0);
  const convertedCount = converted?.count ?? 0;
  return {
    period,
    users: {
      total: tierRows.reduce((total, row) => total + row.count, 0),
      byTier: tiers.map((tier) => ({ tier, count: tierRows.find((row) => row.tier === tier)?.count ?? 0 })),
      byRole: roles.map((role) => ({ role, count: roleRows.find((row) => row.role === role)?.count ?? 0 })),
    },
    days,
    totals: {
      signUps: sum('signUps'),
      prompts: sum('prompts'),
      activeUsers: active?.count ?? 0,
      crisisReplies: sum('crisisReplies'),
      providerFailures: sum('providerFailures'),
    },
    feedback: feedback.map((row) => ({
      domain: row.domain,
      positive: row.positive,
      negative: row.negative,
    })),
    conversion: { converted: convertedCount, freeUsers: (stillFree?.count ?? 0) + convertedCount },
  };
}
