import {
  type Conversation,
  canLoadSynopsis,
  isLimitReached,
  isTier,
  isUnlimitedTier,
  LoginInputSchema,
  type Message,
  RegisterInputSchema,
  SendMessageInputSchema,
  type Tier,
  tierTable,
  type User,
} from '@app/contract';
import { HttpResponse, type RequestHandler } from 'msw';
import * as v from 'valibot';
import {
  assistantReply,
  demoPassword,
  homeSynopsis,
  limitReachedBody,
  nextUtcMidnight,
  subscriptionStatus,
  users,
  utcDay,
} from './fixtures';
import { analyticsHandlers } from './handlers/analytics';
import type { HandlerDomain } from './handlers/index';
import { knowledgeHandlers } from './handlers/knowledge';
import { profileHandlers } from './handlers/profile';
import { handle } from './handlers/scenarios';
import { ttsHandlers } from './handlers/tts';

export interface MemoryBackendOptions {
  /** Logged in at the start; without it (and without `tier`) a visitor starts. */
  user?: User;
  /** The tier of the logged-in user; with no `user`, the demo client of that tier logs in. */
  tier?: Tier;
  /** Conversations of the logged-in user at the start, with their messages. */
  conversations?: { conversation: Conversation; messages?: Message[] }[];
  /** The clock (usage is counted per UTC day). @default () => new Date() */
  now?: () => Date;
}

interface Account {
  user: User;
  password: string;
}

/** What the backend holds; tests and play functions may read it. */
export interface MemoryState {
  accounts: Account[];
  /** Id of the logged-in user, or null. */
  sessionUserId: number | null;
  conversations: Map<number, { ownerId: number; conversation: Conversation; messages: Message[] }>;
  /** Prompts used per `${userId}:${utcDay}`. */
  usage: Map<string, number>;
  feedback: unknown[];
}

export interface MemoryBackend {
  /** Handlers keyed by domain, the same keys as the default `handlers`: pass them as `parameters.msw.handlers`. */
  handlers: Record<HandlerDomain, RequestHandler[]>;
  state: MemoryState;
}

const unauthorized = () => HttpResponse.json({ message: 'Authentication required. Please log in.' }, { status: 401 });
const invalid = (message: string) => HttpResponse.json({ message }, { status: 400 });

/**
 * A small stateful API in memory for page-level stories: log-in and log-out (the demo accounts
 * with the password `moonheart-demo`), registration, conversations, sends counted against the
 * tier's daily limit (429 with `limitInfo` once reached; admins and unlimited tiers are never
 * limited), and a status that reflects the usage. Knowledge, feedback, tts and analytics answer
 * with the default fixtures.
 */
export function createMemoryBackend(options: MemoryBackendOptions = {}): MemoryBackend {
  const now = options.now ?? (() => new Date());
  const accounts: Account[] = Object.values(users).map((user) => ({ user: { ...user }, password: demoPassword }));
  let startUser: User | undefined = options.user ? { ...options.user } : undefined;
  if (!startUser && options.tier) startUser = { ...users[options.tier] };
  if (startUser && options.tier) startUser.subscriptionTier = options.tier;
  if (startUser) {
    const existing = accounts.find((account) => account.user.id === startUser.id);
    if (existing) existing.user = startUser;
    else accounts.push({ user: startUser, password: demoPassword });
  }

  const state: MemoryState = {
    accounts,
    sessionUserId: startUser?.id ?? null,
    conversations: new Map(),
    usage: new Map(),
    feedback: [],
  };
  let nextId = 1000;
  for (const { conversation, messages = [] } of options.conversations ?? []) {
    if (!startUser) break;
    state.conversations.set(conversation.id, { ownerId: startUser.id, conversation, messages: [...messages] });
    nextId = Math.max(nextId, conversation.id + 1, ...messages.map((message) => message.id + 1));
  }

  const currentUser = () => accounts.find((account) => account.user.id === state.sessionUserId)?.user ?? null;
  const tierOf = (user: User): Tier => (isTier(user.subscriptionTier) ? user.subscriptionTier : 'free');
  const usageKey = (user: User) => `${user.id}:${utcDay(now())}`;
  const usedToday = (user: User) => state.usage.get(usageKey(user)) ?? 0;
  const usageOf = (user: User) => {
    const tier = tierOf(user);
    const promptLimit = tierTable[tier].limits.promptLimit;
    const promptsUsed = usedToday(user);
    return {
      promptsUsed,
      promptLimit,
      promptsRemaining: Math.max(0, promptLimit - promptsUsed),
      limitExceeded: user.role !== 'admin' && !isUnlimitedTier(tier) && promptsUsed >= promptLimit,
      currentTier: tier,
    };
  };
  const ownConversation = (user: User, id: unknown) => {
    const entry = state.conversations.get(Number(id));
    return entry && entry.ownerId === user.id ? entry : undefined;
  };

  const auth = [
    handle('currentUser', () => {
      const user = currentUser();
      return user ? HttpResponse.json(user) : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    }),
    handle('login', async ({ request }) => {
      const parsed = v.safeParse(LoginInputSchema, await request.json().catch(() => null));
      if (!parsed.success) return invalid('Please enter your username and password');
      const { username, password } = parsed.output;
      const account = accounts.find(
        ({ user }) => user.username.toLowerCase() === username.toLowerCase() || user.email === username,
      );
      if (!account || account.password !== password) {
        return HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 });
      }
      state.sessionUserId = account.user.id;
      return HttpResponse.json(account.user);
    }),
    handle('logout', () => {
      state.sessionUserId = null;
      return HttpResponse.json({ success: true });
    }),
    handle('register', async ({ request }) => {
      const parsed = v.safeParse(RegisterInputSchema, await request.json().catch(() => null));
      if (!parsed.success) {
        const errors = parsed.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message }));
        return HttpResponse.json({ message: 'Registration failed', errors }, { status: 400 });
      }
      const { username, email, password } = parsed.output;
      if (accounts.some(({ user }) => user.username.toLowerCase() === username.toLowerCase())) {
        return HttpResponse.json(
          { message: 'Registration failed', errors: [{ field: 'username', message: 'That username is taken' }] },
          { status: 400 },
        );
      }
      const user: User = { id: nextId++, username, email, role: 'client', subscriptionTier: 'free' };
      accounts.push({ user, password });
      state.sessionUserId = user.id;
      return HttpResponse.json(user, { status: 201 });
    }),
  ];

  const chat = [
    handle('createConversation', () => {
      const user = currentUser();
      if (!user) return unauthorized();
      const conversation: Conversation = { id: nextId++, title: null, createdAt: now().toISOString() };
      state.conversations.set(conversation.id, { ownerId: user.id, conversation, messages: [] });
      return HttpResponse.json(conversation, { status: 201 });
    }),
    handle('listMessages', ({ params }) => {
      const user = currentUser();
      if (!user) return unauthorized();
      const entry = ownConversation(user, params.id);
      if (!entry) return HttpResponse.json({ message: 'Conversation not found' }, { status: 404 });
      return HttpResponse.json(entry.messages);
    }),
    handle('sendMessage', async ({ request, params }) => {
      const user = currentUser();
      if (!user) return unauthorized();
      const entry = ownConversation(user, params.id);
      if (!entry) return HttpResponse.json({ message: 'Conversation not found' }, { status: 404 });
      const parsed = v.safeParse(SendMessageInputSchema, await request.json().catch(() => null));
      if (!parsed.success) return invalid('A message needs some text');
      const tier = tierOf(user);
      const used = usedToday(user);
      if (user.role !== 'admin' && isLimitReached(tier, used)) {
        const body = limitReachedBody(tier, tierTable[tier].limits.promptLimit, now());
        return HttpResponse.json(
          { ...body, limitInfo: { ...body.limitInfo, used, resetsAt: nextUtcMidnight(now()) } },
          {
            status: 429,
          },
        );
      }
      state.usage.set(usageKey(user), used + 1);
      const time = now().toISOString();
      const userMessage: Message = {
        id: nextId++,
        conversationId: entry.conversation.id,
        content: parsed.output.content,
        isUserMessage: true,
        timestamp: time,
      };
      const aiResponse: Message = {
        id: nextId++,
        conversationId: entry.conversation.id,
        content: assistantReply(parsed.output.content),
        isUserMessage: false,
        timestamp: time,
      };
      entry.messages.push(userMessage, aiResponse);
      return HttpResponse.json({ userMessage, aiResponse, usage: usageOf(user) }, { status: 201 });
    }),
  ];

  const subscription = [
    handle('subscriptionStatus', () => {
      const user = currentUser();
      if (!user) return unauthorized();
      const tier = tierOf(user);
      const status = subscriptionStatus(tier, usedToday(user));
      return HttpResponse.json(user.role === 'admin' ? { ...status, limitExceeded: false } : status);
    }),
    // The send counts the prompt; recording it again would count it twice, so this only reports.
    handle('recordUsage', () => {
      const user = currentUser();
      if (!user) return unauthorized();
      return HttpResponse.json({ success: true, ...usageOf(user) });
    }),
  ];

  const synopsis = [
    handle('homeSynopsis', () => {
      const user = currentUser();
      if (!user) return unauthorized();
      if (user.role !== 'admin' && !canLoadSynopsis(tierOf(user))) {
        return HttpResponse.json(
          { message: 'The daily synopsis is part of the Core, Advanced and Elite plans.' },
          { status: 403 },
        );
      }
      return HttpResponse.json({ ...homeSynopsis, userName: user.username });
    }),
  ];

  const feedback = [
    handle('feedback', async ({ request }) => {
      if (!currentUser()) return unauthorized();
      state.feedback.push(await request.json().catch(() => null));
      return HttpResponse.json({ success: true }, { status: 201 });
    }),
  ];

  return {
    state,
    handlers: {
      auth,
      chat,
      knowledge: knowledgeHandlers.success(),
      subscription,
      synopsis,
      feedback,
      tts: ttsHandlers.success(),
      analytics: analyticsHandlers.success(),
      profile: profileHandlers.complete(),
    },
  };
}
