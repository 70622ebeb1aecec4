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
