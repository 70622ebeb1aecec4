import { randomUUID } from 'node:crypto';
import type { CrisisDirectory } from '@app/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { type AssistantProvider, createAssistant } from './assistant';
import { defaultScryptCost, hashPassword, type ScryptCost } from './auth/password';
import { RateLimiter } from './auth/rateLimit';
import { sessionMiddleware } from './auth/session';
import type { AppEnv, Deps, SessionTimes, TtsConfig } from './context';
import type { Storage } from './db/storage';
import { accountRoutes } from './features/account/routes';
import { adminUserRoutes } from './features/adminUsers/routes';
import { affiliateRoutes } from './features/affiliates/routes';
import { apiTokenRoutes } from './features/apiTokens/routes';
import { chatRoutes } from './features/chat/routes';
import { crisisDirectoryFrom } from './features/crisis/directory';
import { dashboardRoutes } from './features/dashboard/routes';
import { enhancerRoutes } from './features/enhancer/routes';
import { feedbackConversationRoutes } from './features/feedbackConversations/routes';
import { knowledgeMapRoutes } from './features/knowledgeMap/routes';
import { learningRoutes } from './features/learning/routes';
import { type Mailer, mailerFrom } from './features/mail/mailer';
import { mailRoutes } from './features/mail/routes';
import { memoryRoutes } from './features/memory/routes';
import { notificationRoutes } from './features/notifications/routes';
import { passwordResetRoutes } from './features/passwordReset/routes';
import { type PaymentProvider, testPaymentProvider } from './features/payments/provider';
import { paymentRoutes } from './features/payments/routes';
import { stripeProviderFrom } from './features/payments/stripe';
import { pdfAnalyzerRoutes } from './features/pdfAnalyzer/routes';
import { personaRoutes } from './features/personas/routes';
import { preferencesRoutes } from './features/preferences/routes';
import { supportRequestRoutes } from './features/requests/routes';
import { siteSettingsRoutes } from './features/settings/routes';
import { siteSettingsStore } from './features/settings/store';
import { skoolRoutes } from './features/skool/routes';
import { soulprintRoutes } from './features/soulprint/routes';
import { systemRoutes } from './features/system/routes';
import { teachingUsageRoutes } from './features/teachingUsage/routes';
import { trainingAnalyticsRoutes } from './features/trainingAnalytics/routes';
import { userGeneratorRoutes } from './features/userGenerator/routes';
import { HttpError } from './http/errors';
import { type RenderPage, renderPage } from './http/render';
import { ReplyContractError } from './http/reply';
import { sameOriginOnly, securityHeaders, uploadPaths } from './http/security';
import { serveShell } from './http/static';
import { createJsonLogger, keepRecentErrors, type Logger } from './log';
import { serverMessages } from './messages';
import { authRoutes } from './routes/auth';
import { knowledgeCache, knowledgeRoutes } from './routes/knowledge';
import { miscRoutes } from './routes/misc';
import { profileRoutes } from './routes/profile';

export type Env = Record<string, string | undefined>;

export interface AppOptions {
  storage: Storage;
  /** Where the assistant and the speech provider read their settings. @default process.env */
  env?: Env;
  /** @default createAssistant(env) */
  assistant?: AssistantProvider;
  logger?: Logger;
  /** @default () => new Date() */
  now?: () => Date;
  /** Password hashing cost. Tests pass a lower one; the default is OWASP's and is never weakened. */
  passwordCost?: ScryptCost;
  /** @default idle 7 days, absolute 30 days */
  sessions?: SessionTimes;
  /** Trust `X-Forwarded-Proto` / `X-Forwarded-For` (behind a reverse proxy). @default env.TRUST_PROXY === '1' */
  trustProxy?: boolean;
  /** Log-in attempts allowed per window, per account and per address. */
  loginLimits?: { perAccount: number; perAddress: number; windowMs: number };
  /** The shell's static build, served with the SPA fallback. */
  staticDir?: string;
  /** The shell's server renderer: pages are rendered per request (else `staticDir`'s index.html). */
  renderPage?: RenderPage;
  /** Used to call the speech provider. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Password reset requests allowed per window, per caller address and per e-mail address. */
  resetLimits?: { perAddress: number; perEmail: number; windowMs: number };
  /** Analytics events allowed per window, per caller address and per browser session. */
  analyticsLimits?: { perAddress: number; perSession: number; windowMs: number };
  /** Help, request and contact messages allowed per window, per caller address and per sender; admin replies per admin. */
  requestLimits?: { perAddress: number; perSender: number; repliesPerAdmin: number; windowMs: number };
  /** Verification and e-mail change links allowed per window, per account and per address. */
  verifyLimits?: { perUser: number; perEmail: number; windowMs: number };
  /** Current-password checks in account settings allowed per window, per account. */
  accountPasswordLimit?: { perUser: number; windowMs: number };
  /** @default SMTP when `SMTP_URL` is set, else the outbox table */
  mailer?: Mailer;
  /** The origin for links in mail when `PUBLIC_URL` is not set (the server's own address, once it listens). */
  publicUrl?: () => string | undefined;
  /** @default crisisDirectoryFrom(env): `CRISIS_RESOURCES_FILE`, else the contract's list */
  crisisDirectory?: CrisisDirectory;
  /** @default Stripe when `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` are set, else the test-mode provider */
  paymentProvider?: PaymentProvider;
}

/** The largest JSON body accepted (a chat message, a profile): 64 KB. */
export const maxJsonBytes = 64 * 1024;

const day = 24 * 60 * 60 * 1000;

/** The speech provider from the environment, or null when it is not configured. */
export function ttsConfigFrom(env: Env): TtsConfig | null {
  if (!env.TTS_API_URL || !env.TTS_API_KEY) return null;
  return {
    url: env.TTS_API_URL,
    apiKey: env.TTS_API_KEY,
    model: env.TTS_MODEL || 'tts-1',
    voices: (env.TTS_VOICES || 'alloy,echo,fable,onyx,nova,shimmer')
      .split(',')
      .map((voice) => voice.trim())
      .filter(Boolean),
  };
}

/** The API (and, with `staticDir`, the shell) as a Hono app. */
export function createApp(options: AppOptions): { app: Hono<AppEnv>; deps: Deps } {
  const env = options.env ?? process.env;
  const limits = options.loginLimits ?? { perAccount: 10, perAddress: 50, windowMs: 15 * 60 * 1000 };
  const resetLimits = options.resetLimits ?? { perAddress: 20, perEmail: 5, windowMs: 60 * 60 * 1000 };
  // A page sends a few events (a view, a click); these leave room for a busy session behind one address.
  const analyticsLimits = options.analyticsLimits ?? { perAddress: 300, perSession: 60, windowMs: 10 * 60 * 1000 };
  const requestLimits = options.requestLimits ?? {
    perAddress: 20,
    perSender: 5,
    repliesPerAdmin: 100,
    windowMs: 60 * 60 * 1000,
  };
  const verifyLimits = options.verifyLimits ?? { perUser: 5, perEmail: 5, windowMs: 60 * 60 * 1000 };
  const accountPasswordLimit = options.accountPasswordLimit ?? { perUser: 10, windowMs: 15 * 60 * 1000 };
  // Error lines are also kept (the last 50) for the admins' /system page.
  const logger = keepRecentErrors(options.logger ?? createJsonLogger());
  const passwordCost = options.passwordCost ?? defaultScryptCost;
  const now = options.now ?? (() => new Date());
  // In the database: every server process on it counts together.
  const limiter = (name: string, limit: number, windowMs: number) =>
    new RateLimiter(options.storage, name, limit, windowMs, () => now().getTime());
  const crisisDirectory = options.crisisDirectory ?? crisisDirectoryFrom(env);
  const siteSettings = siteSettingsStore(options.storage, logger);
  const deps: Deps = {
    storage: options.storage,
    assistant: options.assistant ?? createAssistant(env, { crisisDirectory }),
    logger,
    now,
    passwordCost,
    decoyPasswordHash: hashPassword('moonheart-decoy', passwordCost),
    sessions: options.sessions ?? { idleMs: 7 * day, absoluteMs: 30 * day },
    trustProxy: options.trustProxy ?? env.TRUST_PROXY === '1',
    limiters: {
      loginAccount: limiter('login-account', limits.perAccount, limits.windowMs),
      loginAddress: limiter('login-address', limits.perAddress, limits.windowMs),
      register: limiter('register-address', limits.perAddress, limits.windowMs),
      resetAddress: limiter('reset-address', resetLimits.perAddress, resetLimits.windowMs),
      resetEmail: limiter('reset-email', resetLimits.perEmail, resetLimits.windowMs),
      analyticsAddress: limiter('analytics-address', analyticsLimits.perAddress, analyticsLimits.windowMs),
      analyticsSession: limiter('analytics-session', analyticsLimits.perSession, analyticsLimits.windowMs),
      requestAddress: limiter('request-address', requestLimits.perAddress, requestLimits.windowMs),
      requestSender: limiter('request-sender', requestLimits.perSender, requestLimits.windowMs),
      requestReply: limiter('request-reply', requestLimits.repliesPerAdmin, requestLimits.windowMs),
      verifyUser: limiter('verify-user', verifyLimits.perUser, verifyLimits.windowMs),
      verifyEmail: limiter('verify-email', verifyLimits.perEmail, verifyLimits.windowMs),
      accountPassword: limiter('account-password', accountPasswordLimit.perUser, accountPasswordLimit.windowMs),
    },
    mailer: options.mailer ?? mailerFrom(env, options.storage, logger),
    publicUrl: () => {
      const url = env.PUBLIC_URL || options.publicUrl?.();
      if (!url) throw new Error('No public URL for links in mail: set PUBLIC_URL.');
      return url;
    },
    knowledge: knowledgeCache(options.storage, () => now().getTime()),
    tts: ttsConfigFrom(env),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    get crisisDirectory() {
      return siteSettings.current().crisisDirectory ?? crisisDirectory;
    },
    site: {
      settings: siteSettings,
      baseCrisisDirectory: crisisDirectory,
      startedAt: now(),
      recentErrors: () => logger.recentErrors(),
    },
  };

  // One payment provider (DECISIONS "Payments"): the payments' routes use it, /system names it.
  const paymentProvider = options.paymentProvider ?? stripeProviderFrom(env) ?? testPaymentProvider;
  const app = new Hono<AppEnv>();

  // One JSON log line per request.
  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    await next();
    c.header('X-Request-Id', requestId);
    deps.logger.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('user')?.id ?? null,
    });
  });
  app.use(securityHeaders(deps.trustProxy));
  app.use(compress());
  app.use('/api/*', async (c, next) => {
    await next();
    // A stream of events sets its own (`no-cache, no-transform`).
    if (!c.res.headers.get('content-type')?.startsWith('text/event-stream')) c.header('Cache-Control', 'no-store');
  });
  const tooLarge = () => {
    throw new HttpError(413, { message: serverMessages.common.bodyTooLarge });
  };
  const jsonBodyLimit = bodyLimit({ maxSize: maxJsonBytes, onError: tooLarge });
  app.use('/api/*', async (c, next) => {
    // GET and HEAD carry no body. Asking for the body stream (as bodyLimit does first) makes the Node
    // adapter build a full Request and read the body through a web stream instead of directly: a
    // declared length is checked here, the same check bodyLimit makes (Node reads no more than it).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // The uploads (a teaching's file, a PDF) have their own, larger limits.
    if (uploadPaths.has(c.req.path) && c.req.method === 'POST') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length || '0', 10) > maxJsonBytes ? tooLarge() : next();
    }
    return jsonBodyLimit(c, next);
  });
  app.use('/api/*', sameOriginOnly(deps.trustProxy));
  app.use('/api/*', sessionMiddleware(deps));
  siteSettingsRoutes(app, deps);

  authRoutes(app, deps);
  chatRoutes(app, deps);
  knowledgeRoutes(app, deps);
  profileRoutes(app, deps);
  miscRoutes(app, deps);
  mailRoutes(app, deps);
  passwordResetRoutes(app, deps);
  supportRequestRoutes(app, deps);
  preferencesRoutes(app, deps);
  notificationRoutes(app, deps);
  accountRoutes(app, deps);
  adminUserRoutes(app, deps);
  personaRoutes(app, deps);
  systemRoutes(app, deps, paymentProvider);
  apiTokenRoutes(app, deps);
  skoolRoutes(app, deps);
  feedbackConversationRoutes(app, deps);
  dashboardRoutes(app, deps);
  userGeneratorRoutes(app, deps);
  memoryRoutes(app, deps);
  soulprintRoutes(app, deps);
  enhancerRoutes(app, deps);
  pdfAnalyzerRoutes(app, deps);
  knowledgeMapRoutes(app, deps);
  paymentRoutes(app, deps, paymentProvider);
  affiliateRoutes(app, deps);
  teachingUsageRoutes(app, deps);
  trainingAnalyticsRoutes(app, deps);
  learningRoutes(app, deps);

  app.all('/api/*', (c) => c.json({ message: serverMessages.common.notFound }, 404));
  const { renderPage: render } = options;
  const pages: MiddlewareHandler<AppEnv> | undefined = render
    ? (c) => renderPage(c, app, render, deps.trustProxy)
    : undefined;
  if (options.staticDir) app.use(serveShell(options.staticDir, pages));
  app.notFound((c) => c.json({ message: serverMessages.common.notFound }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      // The rest of an oversized body is not read: the connection cannot carry another request.
      if (error.status === 413) c.header('Connection', 'close');
      return c.json(error.body, error.status as 400);
    }
    if (error instanceof ReplyContractError) {
      deps.logger.error('reply broke the contract', { error, requestId: c.get('requestId') });
    } else {
      deps.logger.error('unhandled error', { error, requestId: c.get('requestId'), path: c.req.path });
    }
    return c.json({ message: serverMessages.common.internal }, 500);
  });

  return { app, deps };
}
