import { describe, expect, it } from 'vitest';
import { ApiError, ContractError, limitReachedOf, serverMessageOf } from './errors';
import {
  authErrorOf,
  parseConversation,
  parseCurrentUser,
  parseHomeSynopsis,
  parseMessages,
  parseSendMessageResult,
  parseStats,
  parseSubscriptionStatus,
  parseTeachings,
  parseVoiceList,
} from './parse';
import { subscriptionStatusFallback } from './schemas/subscription';

const at = '2026-03-14T09:30:00.000Z';
const message = (id: number, isUserMessage: boolean) => ({
  id,
  conversationId: 7,
  content: isUserMessage ? 'What does Saturn teach me?' : 'Patience, structure and time.',
  isUserMessage,
  timestamp: at,
});
const usage = { promptsUsed: 1, promptLimit: 75, promptsRemaining: 74, limitExceeded: false, currentTier: 'core' };

function contractErrorOf(run: () => unknown): ContractError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContractError) return error;
    throw error;
  }
  throw new Error('expected a ContractError');
}

describe('User', () => {
  it('reads a user, null for a 401 read', () => {
    expect(parseCurrentUser({ id: 1, username: 'core', role: 'client', subscriptionTier: 'core' })).toEqual({
      id: 1,
      username: 'core',
      role: 'client',
      subscriptionTier: 'core',
    });
    expect(parseCurrentUser(null)).toBeNull();
  });

  it('reads the generic role as client and a missing tier as free', () => {
    expect(parseCurrentUser({ id: 2, username: 'x', role: 'user' })).toMatchObject({
      role: 'client',
      subscriptionTier: 'free',
    });
    expect(parseCurrentUser({ id: 2, username: 'x', role: 'teacher', subscriptionTier: null })).toMatchObject({
      role: 'teacher',
      subscriptionTier: 'free',
    });
  });

  it('keeps an unknown tier (spec 5 warns about it later) and lower-cases names', () => {
    expect(parseCurrentUser({ id: 3, username: 'x', role: 'client', subscriptionTier: 'Premium' })).toMatchObject({
      subscriptionTier: 'premium',
    });
  });

  it('names the endpoint and the path of a malformed reply', () => {
    const error = contractErrorOf(() => parseCurrentUser({ id: '1', username: 'x', role: 'client' }));
    expect(error.endpoint).toBe('GET /api/user');
    expect(error.path).toBe('id');
    expect(error.message).toMatch(/^Unexpected reply from GET \/api\/user: id: Invalid type: Expected number/);
  });
});

describe('Message', () => {
  it('keeps timestamp', () => {
    expect(parseMessages([message(1, true)])[0]?.timestamp).toBe(at);
  });

  it('reads sentAt (the other reading) as timestamp', () => {
    const { timestamp: _, ...rest } = message(1, true);
    const [parsed] = parseMessages([{ ...rest, sentAt: at }]);
    expect(parsed).toEqual(message(1, true));
    expect(parsed).not.toHaveProperty('sentAt');
  });

  it('rejects a message with neither, naming the item', () => {
    const { timestamp: _, ...rest } = message(1, true);
    const error = contractErrorOf(() => parseMessages([message(1, true), rest]));
    expect(error.message).toBe(
      'Unexpected reply from GET /api/conversations/{id}/messages: 1.timestamp: a message needs a timestamp (or sentAt)',
    );
  });

  it('rejects a time that is not ISO', () => {
    const error = contractErrorOf(() => parseMessages([{ ...message(1, true), timestamp: 'yesterday' }]));
    expect(error.path).toBe('0.timestamp');
  });
});

describe('send reply', () => {
  it('reads the 201 as sent', () => {
    const result = parseSendMessageResult({ userMessage: message(1, true), aiResponse: message(2, false), usage });
    expect(result.outcome).toBe('sent');
    expect(result.outcome === 'sent' && result.usage.promptsRemaining).toBe(74);
  });

  it('reads the handled 500 as assistantFailed', () => {
    const result = parseSendMessageResult({ userMessage: message(1, true), aiResponse: message(2, false) });
    expect(result).toMatchObject({ outcome: 'assistantFailed', aiResponse: { id: 2 } });
  });

  it('names the path of a broken usage', () => {
    const error = contractErrorOf(() =>
      parseSendMessageResult({
        userMessage: message(1, true),
        aiResponse: message(2, false),
        usage: { ...usage, limitExceeded: 'no' },
      }),
    );
    expect(error.message).toMatch(
      /^Unexpected reply from POST \/api\/conversations\/\{id\}\/messages: usage\.limitExceeded: /,
    );
  });

  it('reads a conversation, dropping fields the contract does not know', () => {
    expect(parseConversation({ id: 7, title: null, secret: 'x' })).toEqual({ id: 7, title: null });
  });
});

describe('errors with bodies', () => {
  const limitBody = {
    message: 'Daily limit reached',
    limitInfo: { tier: 'free', limit: 1, used: 1, resetsAt: '2026-03-15T00:00:00.000Z' },
  };

  it('reads the limit info of a 429', () => {
    const error = new ApiError(429, 'Too Many Requests', JSON.stringify(limitBody), limitBody);
    expect(limitReachedOf(error)).toEqual(limitBody);
    expect(limitReachedOf(new ApiError(500, '', '', limitBody))).toBeNull();
    expect(limitReachedOf(new Error('429'))).toBeNull();
  });

  it('reads the server message or the fallback', () => {
    expect(
      serverMessageOf(new ApiError(401, '', '', { message: 'Invalid username or password' }), 'Login failed'),
    ).toBe('Invalid username or password');
    expect(serverMessageOf(new ApiError(500, '', '', undefined), 'Login failed')).toBe('Login failed');
    expect(serverMessageOf(new TypeError('x'), 'Login failed')).toBe('Login failed');
  });

  it('reads registration field errors, written as texts or objects', () => {
    const body = { message: 'Registration failed', errors: ['Username taken', { field: 'email', message: 'Invalid' }] };
    expect(authErrorOf(new ApiError(400, '', '', body))).toEqual({
      message: 'Registration failed',
      errors: [{ message: 'Username taken' }, { field: 'email', message: 'Invalid' }],
    });
    expect(authErrorOf(new ApiError(400, '', '', { message: 'No' }))).toEqual({ message: 'No', errors: [] });
  });
});

describe('subscription status', () => {
  it('reads the flat reading', () => {
    expect(
      parseSubscriptionStatus({
        currentTier: 'core',
        promptsUsed: 3,
        promptLimit: 75,
        promptsRemaining: 72,
        limitExceeded: false,
        subscriptionActive: true,
      }),
    ).toEqual({
      currentTier: 'core',
      promptsUsed: 3,
      promptLimit: 75,
      promptsRemaining: 72,
      limitExceeded: false,
      subscriptionActive: true,
      recentTransactions: [],
    });
  });

  it('reads the nested reading into the flat fields', () => {
    const status = parseSubscriptionStatus({
      subscription: {
        tier: 'free',
        startDate: null,
        endDate: null,
        voiceAccessEnabled: false,
        subscriptionRequired: true,
      },
      usage: { promptsUsed: 1, promptLimit: 1, hasAvailablePrompts: false },
    });
    expect(status).toMatchObject({
      currentTier: 'free',
      promptsUsed: 1,
      promptLimit: 1,
      promptsRemaining: 0,
      limitExceeded: true,
      subscriptionActive: false,
    });
    expect(status.subscription?.voiceAccessEnabled).toBe(false);
  });

  it('never derives an exceeded limit for an unlimited tier', () => {
    expect(parseSubscriptionStatus({ currentTier: 'elite', promptsUsed: 1200, promptLimit: 1000 }).limitExceeded).toBe(
      false,
    );
  });

  it('names what is missing', () => {
    const error = contractErrorOf(() => parseSubscriptionStatus({ promptsUsed: 1, promptLimit: 1 }));
    expect(error.message).toBe(
      'Unexpected reply from GET /api/subscriptions/status: currentTier: currentTier (or subscription.tier) is required',
    );
  });

  it('has the spec 4 fallback state, which parses as a status', () => {
    expect(subscriptionStatusFallback).toEqual({
      currentTier: 'free',
      promptsUsed: 1,
      promptLimit: 1,
      promptsRemaining: 0,
      totalPrompts: 1,
      limitExceeded: true,
      subscriptionActive: false,
      message: 'A subscription is required to access Selene. Please sign up with a paid plan.',
      recentTransactions: [],
    });
    expect(parseSubscriptionStatus(subscriptionStatusFallback)).toEqual(subscriptionStatusFallback);
  });
});

describe('other replies', () => {
  it('reads voices given as names, ids or provider ids', () => {
    expect(
      parseVoiceList({ available: true, voices: ['Luna', { id: 'v2', name: 'Sol' }, { voice_id: 'v3' }] }).voices,
    ).toEqual([
      { id: 'Luna', name: 'Luna' },
      { id: 'v2', name: 'Sol' },
      { id: 'v3', name: 'v3' },
    ]);
  });

  it('keeps the fields of a teaching that the spec does not show', () => {
    expect(parseTeachings([{ id: 1, domainId: 2, title: 'Saturn', source: 'Liz Greene' }])).toEqual([
      { id: 1, domainId: 2, title: 'Saturn', source: 'Liz Greene' },
    ]);
  });

  it('rejects a negative count', () => {
    expect(contractErrorOf(() => parseStats([{ domainId: 1, name: 'Astrology', count: -1 }])).path).toBe('0.count');
  });

  it('rejects a synopsis highlight with an unknown intensity', () => {
    const synopsis = {
      date: '2026-03-14',
      userName: 'Ada',
      generalEnergy: 'Calm',
      keywords: [],
      dos: [],
      donts: [],
      careerInsight: '',
      todaysHighlights: [{ message: 'Moon in Taurus', category: 'moon', icon: 'moon', intensity: 'extreme' }],
      dailyQuote: { quote: 'q', author: 'a' },
      spiritualTeaching: { teaching: 't', source: 's', tradition: 'tr' },
    };
    expect(contractErrorOf(() => parseHomeSynopsis(synopsis)).path).toBe('todaysHighlights.0.intensity');
  });
});
