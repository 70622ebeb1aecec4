import {
  AnalyticsEventSchema,
  allowanceOf,
  canLoadSynopsis,
  canUseVoice,
  FeedbackInputSchema,
  FeedbackReplySchema,
  HomeSynopsisSchema,
  SubscriptionStatusSchema,
  TtsInputSchema,
  usageOf,
  VoiceListSchema,
} from '@app/contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { computeHomeSynopsis } from '../assistant';
import { requireUser } from '../auth/session';
import type { AppEnv, Deps } from '../context';
import { ratedReplyDomain } from '../features/feedbackConversations/service';
import { planStatus } from '../features/payments/service';
import { loadPreferences } from '../features/preferences/repository';
import { HttpError } from '../http/errors';
import { clientAddress, tooMany } from '../http/limits';
import { readJson, replyJson } from '../http/reply';
import { serverMessages } from '../messages';
import { loadProfile } from './profile';

/** OpenAI's speech input limit. */
const maxSpeechCharacters = 4096;

const AcknowledgedSchema = v.object({ success: v.literal(true), message: v.string() });

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function miscRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/health', async (c) => {
    try {
      await deps.storage.query('SELECT 1');
      return c.json({ status: 'ok', storage: deps.storage.kind, assistant: deps.assistant.name });
    } catch (error) {
      deps.logger.error('health: storage failed', { error });
      return c.json({ status: 'unavailable', storage: deps.storage.kind }, 503);
    }
  });

  app.get('/api/subscriptions/status', async (c) => {
    const signedIn = requireUser(c);
    // The plan brought up to date first (a period that ended renews or applies its pending change).
    const plan = await planStatus(deps, signedIn);
    const user = { ...signedIn, tier: plan.tier };
    const allowance = allowanceOf(user);
    const usage = usageOf(allowance, c.get('promptsToday'));
    const voice = canUseVoice({ role: user.role, tier: user.tier });
    return replyJson(c, SubscriptionStatusSchema, {
      subscription: {
        tier: user.tier,
        startDate: plan.startDate,
        endDate: plan.endDate,
        voiceAccessEnabled: voice,
        subscriptionRequired: false,
        pendingChange: plan.pendingChange,
      },
      usage: {
        promptsUsed: usage.promptsUsed,
        promptLimit: usage.promptLimit,
        hasAvailablePrompts: !usage.limitExceeded,
      },
      recentTransactions: plan.recentTransactions,
      ...usage,
      totalPrompts: usage.promptsUsed,
      subscriptionActive: plan.subscriptionActive,
    });
  });

  app.post('/api/feedback', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, FeedbackInputSchema);
    const contentId = String(input.contentId);
    // A rated reply keeps its question's domain, so admins can filter rated conversations by it.
    const domain = await ratedReplyDomain(deps.storage, user.id, input.contentType, contentId);
    await deps.storage.query(
      'INSERT INTO feedback (user_id, content_type, content_id, feedback, content, domain, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [user.id, input.contentType, contentId, input.feedback, input.content, domain, deps.now()],
    );
    return replyJson(c, FeedbackReplySchema, { success: true, message: serverMessages.feedback.thanks }, 201);
  });

  // Anonymous visitors send events too (the free trial ends before any account exists).
  app.post('/api/analytics/subscription-event', async (c) => {
    const addressWait = await deps.limiters.analyticsAddress.hit(clientAddress(c, deps.trustProxy));
    if (addressWait > 0) throw tooMany(addressWait);
    const input = await readJson(c, AnalyticsEventSchema);
    const sessionWait = await deps.limiters.analyticsSession.hit(input.sessionId);
    if (sessionWait > 0) throw tooMany(sessionWait);
    await deps.storage.query(
      'INSERT INTO analytics_events (user_id, event_type, ui_element, session_id, metadata, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)',
      [
        c.get('user')?.id ?? null,
        input.eventType,
        input.uiElement,
        input.sessionId,
        input.metadata === undefined ? null : JSON.stringify(input.metadata),
        deps.now(),
      ],
    );
    return replyJson(c, AcknowledgedSchema, { success: true, message: serverMessages.analytics.recorded }, 201);
  });

  app.get('/api/user/home-synopsis', async (c) => {
    const user = requireUser(c);
    if (user.role !== 'admin' && !canLoadSynopsis(user.tier)) {
      throw new HttpError(403, { message: serverMessages.synopsis.tierRequired });
    }
    const timeZone = c.req.query('timeZone');
    if (timeZone !== undefined && !isTimeZone(timeZone)) {
      throw new HttpError(400, {
        message: serverMessages.synopsis.timeZoneRule,
        errors: [{ field: 'timeZone', message: serverMessages.synopsis.timeZoneRule }],
      });
    }
    const [profile, preferences, teachings] = await Promise.all([
      loadProfile(deps.storage, user.id),
      loadPreferences(deps.storage, user.id),
      deps.knowledge.load(),
    ]);
    // The zone asked for, else the one chosen in the preferences (else UTC).
    const zone = timeZone ?? preferences.timeZone;
    const synopsis = computeHomeSynopsis({
      user: { id: user.id, username: user.username, displayName: preferences.preferredName ?? profile.displayName },
      birthDate: profile.birthDate,
      date: deps.now(),
      ...(zone ? { timeZone: zone } : {}),
      teachings,
    });
    return replyJson(c, HomeSynopsisSchema, synopsis);
  });

  app.get('/api/tts/voices', (c) => {
    const user = requireUser(c);
    const available = deps.tts !== null && canUseVoice({ role: user.role, tier: user.tier });
    const voices = available && deps.tts ? deps.tts.voices.map((id) => ({ id, name: id })) : [];
    return replyJson(c, VoiceListSchema, { available, voices });
  });

  app.post('/api/tts', async (c) => {
    const user = requireUser(c);
    if (!canUseVoice({ role: user.role, tier: user.tier })) {
      throw new HttpError(403, { message: serverMessages.voice.tierRequired });
    }
    const input = await readJson(c, TtsInputSchema);
    if (input.text.length > maxSpeechCharacters) {
      throw new HttpError(400, {
        message: serverMessages.voice.textTooLong,
        errors: [{ field: 'text', message: serverMessages.voice.textTooLong }],
      });
    }
    const tts = deps.tts;
    if (!tts) throw new HttpError(503, { message: serverMessages.voice.unavailable });
    const voice = tts.voices.includes(input.voice) ? input.voice : (tts.voices[0] ?? input.voice);
    let upstream: Response;
    try {
      upstream = await deps.fetch(`${tts.url.replace(/\/+$/, '')}/audio/speech`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${tts.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ model: tts.model, input: input.text, voice, response_format: 'mp3' }),
        signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(30_000)]),
      });
    } catch (error) {
      deps.logger.warn('tts: provider unreachable', { error });
      throw new HttpError(503, { message: serverMessages.voice.unavailable });
    }
    if (!upstream.ok || !upstream.body) {
      deps.logger.warn('tts: provider failed', { status: upstream.status });
      // Quota and overload read as "temporarily unavailable" (spec 8); anything else is a failure.
      if (upstream.status === 429 || upstream.status === 503) {
        throw new HttpError(503, { message: serverMessages.voice.unavailable });
      }
      throw new HttpError(502, { message: serverMessages.voice.failed });
    }
    return new Response(upstream.body, { status: 200, headers: { 'Content-Type': 'audio/mpeg' } });
  });
}
