import {
  allowanceOf,
  type Conversation,
  type ConversationSummary,
  canLoadSynopsis,
  conversationTitleOf,
  isTier,
  LoginInputSchema,
  type Message,
  nextUtcMidnight,
  RegisterInputSchema,
  RenameConversationInputSchema,
  SendMessageInputSchema,
  type SendMessageReply,
  type Tier,
  type User,
  usageOf,
  utcDay,
} from '@app/contract';
import { HttpResponse, type RequestHandler } from 'msw';
import * as v from 'valibot';
import {
  alternativeReply,
  assistantReply,
  demoPassword,
  homeSynopsis,
  limitReachedBody,
  subscriptionStatus,
  users,
} from './fixtures';
import { accountHandlers } from './handlers/account';
import { adminHandlers } from './handlers/admin';
import { analyticsHandlers } from './handlers/analytics';
import { billingHandlers } from './handlers/billing';
import { chatErrors, conversationPage, notFound } from './handlers/conversationList';
import type { HandlerDomain } from './handlers/index';
import { knowledgeHandlers } from './handlers/knowledge';
import { memoryHandlers } from './handlers/memory';
import { notificationsHandlers } from './handlers/notifications';
import { personaHandlers } from './handlers/personas';
import { preferencesHandlers } from './handlers/preferences';
import { profileHandlers } from './handlers/profile';
import { handle } from './handlers/scenarios';
import { eventStreamResponse, replyEvents, wantsEventStream } from './handlers/stream';
import { supportRequestHandlers } from './handlers/supportRequests';
import { ttsHandlers } from './handlers/tts';

export interface MemoryBackendOptions {
  /** Logged in at the start; without it (and without `tier`) a visitor starts. */
  user?: User;
  /** The tier of the logged-in user; with no `user`, the demo client of that tier logs in. */
  tier?: Tier;
  /**
   * Conversations of the logged-in user at the start, with their messages and last activity
   * (default: the newest message, else the creation). `fixtures.conversationHistory` is a ready list.
   */
  conversations?: { conversation: Conversation; messages?: Message[]; updatedAt?: string }[];
  /** The clock (usage is counted per UTC day). @default () => new Date() */
  now?: () => Date;
}

interface Account {
  user: User;
  password: string;
}

/** A conversation as the backend keeps it. */
export interface StoredConversation {
  ownerId: number;
  conversation: Conversation;
  messages: Message[];
  /** The last activity (ISO): the newest message, or the creation. */
  updatedAt: string;
}

/** What the backend holds; tests and play functions may read it. */
export interface MemoryState {
  accounts: Account[];
  /** Id of the logged-in user, or null. */
  sessionUserId: number | null;
  conversations: Map<number, StoredConversation>;
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
 * with the password `moonheart-demo`), registration, conversations (listed newest activity first,
 * searched with `?q=`, paged with `?before=`, renamed, deleted; another user's answers 404), sends
 * and regenerates counted against the tier's daily allowance (the contract's `allowanceOf`: 429
 * with `limitInfo` once reached, 409 when the conversation is full), edit and resend (`editOf`),
 * replies streamed when a request asks for `text/event-stream` (no delays), and a status that
 * reflects the usage. Knowledge, feedback, tts and analytics answer with the default fixtures.
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
  for (const { conversation, messages = [], updatedAt } of options.conversations ?? []) {
    if (!startUser) break;
    const newest = messages.at(-1)?.timestamp;
    state.conversations.set(conversation.id, {
      ownerId: startUser.id,
      conversation: { ...conversation },
      messages: [...messages],
      updatedAt: updatedAt ?? newest ?? conversation.createdAt ?? now().toISOString(),
    });
    nextId = Math.max(nextId, conversation.id + 1, ...messages.map((message) => message.id + 1));
  }

  const currentUser = () => accounts.find((account) => account.user.id === state.sessionUserId)?.user ?? null;
  const tierOf = (user: User): Tier => (isTier(user.subscriptionTier) ? user.subscriptionTier : 'free');
  const allowanceFor = (user: User) => allowanceOf({ role: user.role, tier: tierOf(user) });
  const usageKey = (user: User) => `${user.id}:${utcDay(now())}`;
  const usedToday = (user: User) => state.usage.get(usageKey(user)) ?? 0;
  const ownConversation = (user: User, id: unknown) => {
    const entry = state.conversations.get(Number(id));
    // Another user's conversation answers exactly like a missing one.
    return entry && entry.ownerId === user.id ? entry : undefined;
  };
  const summaryOf = ({ conversation, messages, updatedAt }: StoredConversation): ConversationSummary => ({
    id: conversation.id,
    title: conversation.title ?? null,
    createdAt: conversation.createdAt ?? updatedAt,
    updatedAt,
    messageCount: messages.length,
  });

  /**
   * The checks and the count of a send or a regenerate, in the server's order: the conversation
   * must hold the question and its reply (409), then the day's allowance (429). Answers the usage
   * after this prompt, or the refusal.
   */
  const countPrompt = (user: User, messagesAfter: number) => {
    const allowance = allowanceFor(user);
    if (messagesAfter > allowance.maxConversationLength) {
      return {
        refusal: HttpResponse.json(
          {
            message: `This conversation has reached its limit of ${allowance.maxConversationLength} messages. Start a new conversation to keep talking.`,
          },
          { status: 409 },
        ),
      };
    }
    const used = usedToday(user);
    if (allowance.enforced && used >= allowance.limit) {
      const body = limitReachedBody(allowance.tier, allowance.limit, now());
      return {
        refusal: HttpResponse.json(
          { ...body, limitInfo: { ...body.limitInfo, used, resetsAt: nextUtcMidnight(now()).toISOString() } },
          { status: 429 },
        ),
      };
    }
    state.usage.set(usageKey(user), used + 1);
    return { usage: usageOf(allowance, used + 1) };
  };

  const storeMessage = (entry: StoredConversation, content: string, isUserMessage: boolean): Message => {
    const time = now().toISOString();
    const message: Message = {
      id: nextId++,
      conversationId: entry.conversation.id,
      content,
      isUserMessage,
      timestamp: time,
    };
    entry.messages.push(message);
    entry.updatedAt = time;
    return message;
  };

  /** 201 JSON, or the same reply as a stream when the request asks for one (no delays). */
  const answer = (request: Request, reply: SendMessageReply) =>
    wantsEventStream(request)
      ? eventStreamResponse(replyEvents(reply), { signal: request.signal })
      : HttpResponse.json(reply, { status: 201 });

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
      const createdAt = now().toISOString();
      const conversation: Conversation = { id: nextId++, title: null, createdAt };
      state.conversations.set(conversation.id, { ownerId: user.id, conversation, messages: [], updatedAt: createdAt });
      return HttpResponse.json(conversation, { status: 201 });
    }),
    handle('listConversations', ({ request }) => {
      const user = currentUser();
      if (!user) return unauthorized();
      const own = [...state.conversations.values()].filter((entry) => entry.ownerId === user.id);
      return conversationPage(request, own.map(summaryOf), (id) => state.conversations.get(id)?.messages ?? []);
    }),
    handle('renameConversation', async ({ request, params }) => {
      const user = currentUser();
      if (!user) return unauthorized();
      const entry = ownConversation(user, params.id);
      if (!entry) return notFound();
      const parsed = v.safeParse(RenameConversationInputSchema, await request.json().catch(() => null));
      if (!parsed.success) return invalid(chatErrors.badTitle);
      entry.conversation = { ...entry.conversation, title: parsed.output.title };
      return HttpResponse.json(summaryOf(entry));
    }),
    handle('deleteConversation', ({ params }) => {
      const user = currentUser();
      if (!user) return unauthorized();
      const entry = ownConversation(user, params.id);
      if (!entry) return notFound();
      state.conversations.delete(entry.conversation.id);
      return new HttpResponse(null, { status: 204 });
    }),
    handle('listMessages', ({ params }) => {
      const user = currentUser();
      if (!user) return unauthorized();
      const entry = ownConversation(user, params.id);
      if (!entry) return notFound();
      return HttpResponse.json(entry.messages);
    }),
    handle('sendMessage', async ({ request, params }) => {
      const user = currentUser();
      if (!user) return unauthorized();
      const entry = ownConversation(user, params.id);
      if (!entry) return notFound();
      const parsed = v.safeParse(SendMessageInputSchema, await request.json().catch(() => null));
      if (!parsed.success) return invalid(chatErrors.emptyMessage);
      const { content, editOf } = parsed.output;
      // Edit and resend: the last question and what follows it are replaced.
      let kept = entry.messages.length;
      if (editOf !== undefined) {
        const last = entry.messages.findLastIndex((message) => message.isUserMessage);
        if (last === -1 || entry.messages[last]?.id !== editOf) {
          return HttpResponse.json({ message: chatErrors.notLastQuestion }, { status: 409 });
        }
        kept = last;
      }
      const counted = countPrompt(user, kept + 2);
      if ('refusal' in counted) return counted.refusal;
      entry.messages.splice(kept);
      if (entry.conversation.title == null) {
        entry.conversation = { ...entry.conversation, title: conversationTitleOf(content) };
      }
      const userMessage = storeMessage(entry, content, true);
      const aiResponse = storeMessage(entry, assistantReply(content), false);
      return answer(request, { userMessage, aiResponse, usage: counted.usage });
    }),
    handle('regenerateReply', ({ request, params }) => {
      const user = currentUser();
      if (!user) return unauthorized();
      const entry = ownConversation(user, params.id);
      if (!entry) return notFound();
      const last = entry.messages.findLastIndex((message) => message.isUserMessage);
      const question = entry.messages[last];
      if (!question) return HttpResponse.json({ message: chatErrors.nothingToRegenerate }, { status: 409 });
      const counted = countPrompt(user, last + 2);
      if ('refusal' in counted) return counted.refusal;
      // The replies after the last question are replaced by the new one.
      entry.messages.splice(last + 1);
      const aiResponse = storeMessage(entry, alternativeReply(question.content), false);
      return answer(request, { userMessage: question, aiResponse, usage: counted.usage });
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
      return HttpResponse.json({ success: true, ...usageOf(allowanceFor(user), usedToday(user)) });
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
      personas: personaHandlers.success(),
      analytics: analyticsHandlers.success(),
      profile: profileHandlers.complete(),
      supportRequests: supportRequestHandlers.success(),
      preferences: preferencesHandlers.defaults(),
      notifications: notificationsHandlers.empty(),
      account: accountHandlers.success(),
      admin: adminHandlers.success(),
      billing: billingHandlers.success(),
      memory: memoryHandlers.empty(),
    },
  };
}
