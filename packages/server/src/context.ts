import type { CrisisDirectory, Role } from '@app/contract';
import type { Context } from 'hono';
import type { AssistantProvider, KnowledgeTeaching } from './assistant';
import type { ScryptCost } from './auth/password';
import type { RateLimiter } from './auth/rateLimit';
import type { Storage } from './db/storage';
import type { Mailer } from './features/mail/mailer';
import type { SiteSettingsStore } from './features/settings/store';
import type { LoggedError, Logger } from './log';

/** The logged-in user, as the session lookup reads it. */
export interface SessionUser {
  id: number;
  username: string;
  email: string | null;
  /** Whether `email` was confirmed through its mailed link. */
  emailVerified: boolean;
  role: Role;
  tier: string;
  /** When the account was created (the subscription's start in the status). */
  createdAt: Date;
}

export type AppEnv = {
  Variables: {
    user: SessionUser | null;
    sessionId: number | null;
    /** The user's prompts today (UTC), read with the session at the start of the request (0 when logged out). */
    promptsToday: number;
    /** The personal API token this request came with (`Authorization: Bearer`), or null (a cookie, or none). */
    apiToken: { id: number; scope: 'read' | 'chat' } | null;
    requestId: string;
    /** A rendered page's nonce for its inline scripts (the Content Security Policy names it). */
    cspNonce?: string;
  };
};

export type AppContext = Context<AppEnv>;

export interface SessionTimes {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after log-in, used or not. */
  absoluteMs: number;
}

/** An OpenAI-compatible speech API (`POST {url}/audio/speech`). */
export interface TtsConfig {
  url: string;
  apiKey: string;
  model: string;
  voices: string[];
}

/** Everything the routes share. */
export interface Deps {
  storage: Storage;
  assistant: AssistantProvider;
  logger: Logger;
  now: () => Date;
  passwordCost: ScryptCost;
  /**
   * A real hash to verify against when a log-in names no account, so both paths cost the same.
   * Made at start: made on the first unknown log-in, that log-in took twice as long (a timing leak).
   */
  decoyPasswordHash: Promise<string>;
  sessions: SessionTimes;
  trustProxy: boolean;
  limiters: {
    loginAccount: RateLimiter;
    loginAddress: RateLimiter;
    register: RateLimiter;
    /** Password reset requests per caller address and per e-mail address asked for (each sends mail). */
    resetAddress: RateLimiter;
    resetEmail: RateLimiter;
    /** Analytics events per caller address and per browser session (open to visitors, so throttled). */
    analyticsAddress: RateLimiter;
    analyticsSession: RateLimiter;
    /** Help, request and contact messages per caller address and per sender (each sends a confirmation). */
    requestAddress: RateLimiter;
    requestSender: RateLimiter;
    /** Replies to those messages per admin (each is mailed). */
    requestReply: RateLimiter;
    /** Verification and e-mail change links per account and per address they go to (each sends mail). */
    verifyUser: RateLimiter;
    verifyEmail: RateLimiter;
    /** Current-password checks in account settings (password, e-mail, deletion) per account, before hashing. */
    accountPassword: RateLimiter;
  };
  /** Where the server's mail goes (SMTP, or the outbox). */
  mailer: Mailer;
  /**
   * The origin links in mail point to: `PUBLIC_URL`, else the address the server listens on. Never
   * the request's Host header, which a caller chooses (a reset link to their own site).
   */
  publicUrl: () => string;
  knowledge: { load(): Promise<KnowledgeTeaching[]>; invalidate(): void };
  tts: TtsConfig | null;
  fetch: typeof fetch;
  /**
   * The help a crisis reply gives, by country: the admins' setting (/settings), else
   * CRISIS_RESOURCES_FILE, else the contract's list. Read at each use: a setting changes it at run time.
   */
  readonly crisisDirectory: CrisisDirectory;
  /** The run-time settings (/settings), the server's own crisis list, and what /system shows of the process. */
  site: {
    settings: SiteSettingsStore;
    /** CRISIS_RESOURCES_FILE, else the contract's list: what the setting replaces. */
    baseCrisisDirectory: CrisisDirectory;
    startedAt: Date;
    /** The last error-level log lines, newest first. */
    recentErrors(): LoggedError[];
  };
}
