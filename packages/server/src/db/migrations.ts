import type { Storage } from './storage';

/**
 * The schema, one migration per entry, applied in order at start. The same SQL runs on PGlite and
 * PostgreSQL. Never edit an applied migration: add the next one.
 */
export const migrations: readonly { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  email text,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'client' CHECK (role IN ('admin', 'teacher', 'client')),
  tier text NOT NULL DEFAULT 'free',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE conversations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversations_user_idx ON conversations (user_id);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  content text NOT NULL,
  is_user_message boolean NOT NULL,
  -- 'question', 'reply' or 'apology' (a failed reply; left out of the history Selene reads)
  kind text NOT NULL DEFAULT 'reply',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, id);

CREATE TABLE daily_usage (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  prompts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);

CREATE TABLE feedback (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  content_type text NOT NULL,
  content_id text NOT NULL,
  feedback text NOT NULL CHECK (feedback IN ('positive', 'negative')),
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE domains (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE teachings (
  id serial PRIMARY KEY,
  domain_id integer NOT NULL REFERENCES domains (id),
  title text NOT NULL,
  content text NOT NULL,
  source text,
  tradition text,
  tags jsonb NOT NULL DEFAULT '[]',
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX teachings_domain_idx ON teachings (domain_id);

CREATE TABLE analytics_events (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  event_type text NOT NULL,
  ui_element text NOT NULL,
  session_id text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  display_name text,
  birth_date text,
  birth_time text,
  birth_place jsonb,
  interests jsonb NOT NULL DEFAULT '[]',
  onboarding_step integer NOT NULL DEFAULT 0,
  onboarding_status text NOT NULL DEFAULT 'not-started',
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    id: 2,
    name: 'conversation activity, stopped replies',
    sql: `
-- The list's order: the last activity (the newest message, or the creation), then the id. Times are
-- written in milliseconds (the API's precision), so a page cursor matches them exactly.
ALTER TABLE conversations ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE conversations c SET updated_at = date_trunc('milliseconds', COALESCE(
  (SELECT max(m.created_at) FROM messages m WHERE m.conversation_id = c.id), c.created_at));
CREATE INDEX conversations_user_updated_idx ON conversations (user_id, updated_at DESC, id DESC);
DROP INDEX conversations_user_idx;
-- A reply cut short by Stop: what was streamed before it.
ALTER TABLE messages ADD COLUMN stopped boolean NOT NULL DEFAULT false;
`,
  },
  {
    id: 3,
    name: 'mail outbox, password reset links',
    sql: `
-- Mail the server sent without an SMTP server (the embedded default): admins read it at /system.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_created_idx ON outbox (created_at DESC, id DESC);
-- An e-mailed reset link: only the token's hash is kept; used once, within its lifetime.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);
`,
  },
  {
    id: 4,
    name: 'rate limits shared by every server process',
    sql: `
-- One fixed window per limited key (log-in per account and address, reset links, analytics...), in
-- the database so that servers behind one proxy count together.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at);
`,
  },
  {
    id: 5,
    name: 'crisis replies',
    sql: `
-- A crisis reply keeps the help it showed, so the chat's card reads the same after a reload.
ALTER TABLE messages ADD COLUMN crisis jsonb;
-- That a crisis reply happened, for the admin dashboard: when, which kind of help and which
-- country's list (null: the international one). No person and no text.
CREATE TABLE crisis_replies (
  id serial PRIMARY KEY,
  category text NOT NULL,
  region text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX crisis_replies_created_idx ON crisis_replies (created_at);
`,
  },
  {
    id: 6,
    name: 'support requests and their replies',
    sql: `
-- What the help, request and contact forms send (DECISIONS "Pages"), read in the admin inbox. A
-- visitor has no account: the name and address they gave are kept. An account's requests go with it.
CREATE TABLE support_requests (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('help', 'request', 'contact')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text,
  subject text NOT NULL,
  body text NOT NULL,
  conversation_id integer REFERENCES conversations (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_requests_created_idx ON support_requests (created_at DESC, id DESC);
CREATE INDEX support_requests_kind_status_idx ON support_requests (kind, status, created_at DESC, id DESC);
-- An admin's answer, as mailed to the requester.
CREATE TABLE support_request_replies (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES support_requests (id) ON DELETE CASCADE,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_request_replies_request_idx ON support_request_replies (request_id, id);
`,
  },
  {
    id: 7,
    name: 'preferences, notifications',
    sql: `
-- How the app looks and speaks for a person, the zone it writes their times in and the name the
-- assistant calls them by (/preferences). No row: the defaults. NULL theme, voice, zone or name:
-- each browser's own theme, the provider's first voice, each browser's own zone, the display name
-- or username.
CREATE TABLE user_preferences (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  theme text,
  voice_replies boolean NOT NULL DEFAULT false,
  speech_speed double precision NOT NULL DEFAULT 1,
  voice text,
  time_zone text,
  preferred_name text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- What a person is told and how (/notifications). No row: the defaults (no e-mail; reminders and
-- updates in the app).
CREATE TABLE notification_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  daily_synopsis_email boolean NOT NULL DEFAULT false,
  moon_phase_reminders boolean NOT NULL DEFAULT true,
  product_updates boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The in-app notices. A notice is made once per person and subject (dedupe_key: the synopsis's
-- day, the Moon phase's instant, the update's heading), however many servers run the jobs.
CREATE TABLE notices (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  dedupe_key text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  UNIQUE (user_id, dedupe_key)
);
CREATE INDEX notices_user_idx ON notices (user_id, id DESC);
-- One daily synopsis e-mail per person per local day: the row is claimed before the mail is sent,
-- so two server processes never both send it.
CREATE TABLE synopsis_mail_sends (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  local_day date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, local_day)
);
`,
  },
  {
    id: 8,
    name: 'e-mail verification, audit log',
    sql: `
-- When the account's address was confirmed by following its mailed link (null: not yet). Accounts
-- made before verification existed stay unverified until they follow a link.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
-- A new address asked for in account settings: it replaces email only when its link is followed.
ALTER TABLE users ADD COLUMN pending_email text;
-- An e-mailed verification link: only the token's hash is kept; used once, within its lifetime; it
-- verifies the address it was sent to.
CREATE TABLE email_verification_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verification_tokens_user_idx ON email_verification_tokens (user_id);
-- What was done to accounts, for the admins' audit page: who did it (null: the system or a deleted
-- account), the action, whom it concerned, and details that hold no personal data of a deleted account.
CREATE TABLE audit_log (
  id serial PRIMARY KEY,
  actor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  target_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
`,
  },
  {
    id: 9,
    name: 'payments: plans, checkout sessions, transactions, provider events, cancellation feedback',
    sql: `
-- A client's paid plan (users.tier holds the tier in force). A monthly plan has a period; a
-- downgrade or cancellation waits in pending_tier until current_period_end; lifetime has no end.
CREATE TABLE subscriptions (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  tier text NOT NULL,
  started_at timestamptz NOT NULL,
  current_period_start timestamptz,
  current_period_end timestamptz,
  pending_tier text,
  card_last4 text,
  updated_at timestamptz NOT NULL
);
-- A hosted checkout: what is bought, for how much, and where it stands.
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tier text NOT NULL,
  from_tier text NOT NULL,
  kind text NOT NULL,
  amount_cents integer NOT NULL,
  period_end timestamptz,
  status text NOT NULL DEFAULT 'open',
  last_error text,
  -- The card of an attempt waiting for authentication (its last four digits only).
  card_last4 text,
  provider text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX checkout_sessions_user_idx ON checkout_sessions (user_id);
-- Every payment attempt and renewal, as /billing and the status call list them.
CREATE TABLE payment_transactions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id text REFERENCES checkout_sessions (id) ON DELETE SET NULL,
  tier text NOT NULL,
  kind text NOT NULL,
  amount_cents integer NOT NULL,
  status text NOT NULL,
  card_last4 text,
  created_at timestamptz NOT NULL
);
CREATE INDEX payment_transactions_user_idx ON payment_transactions (user_id, created_at DESC);
-- The provider's confirmations, by their id: a replayed event finds its id here and is ignored.
CREATE TABLE payment_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  session_id text,
  received_at timestamptz NOT NULL
);
-- Why a client cancelled (/cancel-feedback).
CREATE TABLE cancellation_feedback (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  tier text NOT NULL,
  reason text NOT NULL,
  details text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
`,
  },
  {
    id: 10,
    name: 'disabled accounts, audit log by account',
    sql: `
-- When an admin disabled the account (null: it is enabled). A disabled account cannot log in and
-- no session of it is read; its sessions are deleted when it is disabled.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
-- One account's audit entries, newest first (the user management page's panel).
CREATE INDEX audit_log_target_idx ON audit_log (target_user_id, created_at DESC, id DESC);
`,
  },
  {
    id: 11,
    name: 'site settings',
    sql: `
-- Settings an admin changes at run time (/settings): one row per setting, its value as JSON. A
-- setting without a row has its default (the catalog's prompts, open registration, no notice, the
-- server's crisis list).
CREATE TABLE site_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    id: 12,
    name: 'personas',
    sql: `
-- The assistant's personas (DECISIONS "Pages", Selene): a draft each, edited at /training/{key}.
-- Version 1 of each is seeded by the server (features/personas/seed.ts), not here.
CREATE TABLE personas (
  key text PRIMARY KEY,
  name text NOT NULL,
  draft jsonb NOT NULL,
  draft_updated_at timestamptz NOT NULL DEFAULT now(),
  draft_updated_by integer REFERENCES users (id) ON DELETE SET NULL
);
-- Every published version, never changed: a rollback publishes a copy of an old one as the newest.
CREATE TABLE persona_versions (
  persona_key text NOT NULL REFERENCES personas (key) ON DELETE CASCADE,
  version integer NOT NULL,
  content jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by integer REFERENCES users (id) ON DELETE SET NULL,
  rolled_back_from integer,
  PRIMARY KEY (persona_key, version)
);
-- Which persona (its name) and version wrote a reply; null on questions and older replies.
ALTER TABLE messages ADD COLUMN persona_name text;
ALTER TABLE messages ADD COLUMN persona_version integer;
-- The assistant a person chose in /preferences; null: Selene.
ALTER TABLE user_preferences ADD COLUMN assistant text;
`,
  },
  {
    id: 13,
    name: 'personal API tokens',
    sql: `
-- Personal API tokens (Authorization: Bearer). Only the SHA-256 of the token is stored, with its
-- first characters (hint) to tell tokens apart. last_used_at is written at most once a minute.
CREATE TABLE api_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('read', 'chat')),
  token_hash text NOT NULL UNIQUE,
  hint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at DESC, id DESC);
`,
  },
  {
    id: 14,
    name: 'teachings drawn on by replies',
    sql: `
-- Which teachings each reply drew on (named in it), so a teacher sees how often Selene used their
-- teachings and how those replies were rated. Gone with the reply or the teaching.
CREATE TABLE reply_teachings (
  message_id integer NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  teaching_id integer NOT NULL REFERENCES teachings (id) ON DELETE CASCADE,
  PRIMARY KEY (message_id, teaching_id)
);
CREATE INDEX reply_teachings_teaching_idx ON reply_teachings (teaching_id);
`,
  },
  {
    id: 15,
    name: 'Skool integration: settings and received events',
    sql: `
-- The Skool integration's settings: one row. The signing secret is kept as it is, not hashed:
-- verifying an HMAC needs the secret itself. It is answered once when generated, then only masked.
CREATE TABLE skool_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  enabled boolean NOT NULL DEFAULT false,
  signing_secret text,
  secret_created_at timestamptz,
  default_tier text NOT NULL DEFAULT 'free',
  level_tiers jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every verified event, once: the primary key on Skool's event id makes a replay a no-op, and the
-- page lists the last ones with what became of them.
CREATE TABLE skool_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  result text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX skool_events_received_idx ON skool_events (received_at DESC);
`,
  },
  {
    id: 16,
    name: 'feedback domain, conversations with feedback',
    sql: `
-- The knowledge domain of the question a rated reply answered ('psychology', 'astrology' or
-- 'esoteric'), classified when the rating arrives, so admins can filter rated conversations by
-- domain (/conversations). Null for ratings given before this column existed or of other content.
ALTER TABLE feedback ADD COLUMN domain text CHECK (domain IN ('psychology', 'astrology', 'esoteric'));
-- The admin list joins ratings to chat messages by their id, newest rating first.
CREATE INDEX feedback_content_idx ON feedback (content_type, content_id, created_at DESC);
`,
  },
  {
    id: 17,
    name: 'assistant failures',
    sql: `
-- That the assistant (the provider behind Selene) failed a reply and the apology was answered, for
-- the admin dashboard's provider failures: when and which provider. Kept apart from messages, so a
-- deleted conversation does not erase the count. No person and no text.
CREATE TABLE assistant_failures (
  id serial PRIMARY KEY,
  provider text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assistant_failures_created_idx ON assistant_failures (created_at);
`,
  },
  {
    id: 18,
    name: 'invitation links',
    sql: `
-- The bulk user generator (/admin/user-generator) invites each new person with a one-time link to
-- choose a password: the reset links' table serves both (hashed token, single use, own expiry), and
-- this says which a link is: following an invitation also confirms the address it was mailed to.
ALTER TABLE password_reset_tokens ADD COLUMN purpose text NOT NULL DEFAULT 'reset' CHECK (purpose IN ('reset', 'invitation'));
`,
  },
  {
    id: 19,
    name: 'memories',
    sql: `
-- What Selene remembers about a user (issue 20), extracted by rules from their own messages so
-- replies can draw on it and the user can see and delete it. One row per thing (user_id, key): a
-- new statement about the same thing updates the row rather than repeating it. The source message
-- is kept to show where it came from; deleting the message or conversation deletes the memory.
CREATE TABLE memories (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('fact', 'preference', 'birth-data', 'recurring-theme')),
  key text NOT NULL,
  text text NOT NULL,
  source_message_id integer REFERENCES messages (id) ON DELETE CASCADE,
  conversation_id integer REFERENCES conversations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, key)
);
CREATE INDEX memories_user_idx ON memories (user_id, updated_at DESC, id DESC);
`,
  },
  {
    id: 20,
    name: 'affiliates: referral codes, referrals, conversions',
    sql: `
-- Affiliates (issue 18 item 5). Each user's referral code, made on their first visit of /affiliate:
-- random, URL-safe, never changed.
CREATE TABLE referral_codes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Who brought whom: recorded at registration (?ref=CODE), one referrer per user, never changed.
CREATE TABLE referrals (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  referrer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id <> referrer_id)
);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, created_at DESC);
-- A referred user's first confirmed payment and the referrer's commission on it (a share of the
-- tier table's price); a refund of that payment reverses it.
CREATE TABLE referral_conversions (
  user_id integer PRIMARY KEY REFERENCES referrals (user_id) ON DELETE CASCADE,
  referrer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id text NOT NULL UNIQUE,
  tier text NOT NULL,
  commission_cents integer NOT NULL CHECK (commission_cents >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'reversed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  reversed_at timestamptz
);
CREATE INDEX referral_conversions_referrer_idx ON referral_conversions (referrer_id);
`,
  },
  {
    id: 21,
    name: 'learning decisions',
    sql: `
-- /learning (issue 20): what admins decided about a suggestion of what Selene should learn (drawn on
-- read from negative feedback and unanswered questions, so only the decisions are stored). A
-- suggestion is identified by its kind and group (e.g. 'missing-teaching:astrology:career'); it opens
-- again when evidence newer than its latest decision arrives.
CREATE TABLE learning_decisions (
  id serial PRIMARY KEY,
  suggestion_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('missing-teaching', 'confusing-phrasing')),
  outcome text NOT NULL CHECK (outcome IN ('rule', 'teaching', 'dismissed')),
  persona_key text,
  rule text,
  teaching_id integer REFERENCES teachings (id) ON DELETE SET NULL,
  teaching_title text,
  note text,
  evidence_count integer NOT NULL,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz NOT NULL
);
CREATE INDEX learning_decisions_suggestion_idx ON learning_decisions (suggestion_id, decided_at DESC);
`,
  },
  {
    id: 22,
    name: 'teaching links',
    sql: `
-- The knowledge map (/cross-domain-integration, issue 20): links an admin added between two
-- teachings of different domains, with the shared themes that suggested them. A link has no
-- direction: the lower id is stored first, so one pair is one row whichever way it was added.
-- Gone with either teaching.
CREATE TABLE teaching_links (
  id serial PRIMARY KEY,
  teaching_a integer NOT NULL REFERENCES teachings (id) ON DELETE CASCADE,
  teaching_b integer NOT NULL REFERENCES teachings (id) ON DELETE CASCADE,
  themes jsonb NOT NULL DEFAULT '[]',
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (teaching_a < teaching_b),
  UNIQUE (teaching_a, teaching_b)
);
CREATE INDEX teaching_links_b_idx ON teaching_links (teaching_b);
`,
  },
  {
    id: 23,
    name: 'payments: plans a provider bills (Stripe subscriptions), checkout pages elsewhere',
    sql: `
-- Who bills a plan: 'test' (the app renews it) or a provider that renews it itself, with its ids.
ALTER TABLE subscriptions ADD COLUMN provider text NOT NULL DEFAULT 'test';
ALTER TABLE subscriptions ADD COLUMN provider_customer_id text;
ALTER TABLE subscriptions ADD COLUMN provider_subscription_id text;
CREATE UNIQUE INDEX subscriptions_provider_subscription_idx ON subscriptions (provider_subscription_id);
-- The provider's page for a checkout (null: the test checkout page of the shell).
ALTER TABLE checkout_sessions ADD COLUMN checkout_url text;
`,
  },
];

/**
 * Applies the migrations not yet applied, each in its own transaction. On PostgreSQL an advisory
 * lock keeps two servers starting together from racing. Answers how many were applied.
 */
export async function migrate(storage: Storage): Promise<number> {
  await storage.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  let applied = 0;
  for (const migration of migrations) {
    const done = await storage.transaction(async (tx) => {
      if (storage.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(7406652)');
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (rows.length > 0) return false;
      // Statement by statement: the extended protocol (parameters) takes one statement at a time.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
      return true;
    });
    if (done) applied += 1;
  }
  return applied;
}

/** Splits a migration on the semicolons that end its statements (no semicolons inside strings here). */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim()
        .replace(/;$/, ''),
    )
    .filter((statement) => statement.length > 0);
}
