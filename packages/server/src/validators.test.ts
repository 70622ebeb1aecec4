import { ProfileUpdateSchema, SendMessageInputSchema } from '@app/contract';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Storage } from './db/storage';
import { fieldErrorsOf } from './http/errors';
import { createMemoryLogger } from './log';
import { RegistrationRulesSchema } from './routes/auth';
import { freshStorage, scriptedAssistant, testPasswordCost } from './testing/harness';

describe('registration rules (property)', () => {
  const nameChar = fc.constantFrom(...'abcXYZ019_.-'.split(''));
  it('accept every username of 3 to 32 allowed characters', () => {
    fc.assert(
      fc.property(fc.array(nameChar, { minLength: 3, maxLength: 32 }), (chars) => {
        const result = v.safeParse(RegistrationRulesSchema, {
          username: chars.join(''),
          email: 'a@example.test',
          password: 'long enough',
        });
        expect(result.success).toBe(true);
      }),
    );
  });

  it('refuse a username with any other character, or of the wrong length', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 0, maxLength: 40 }).filter((name) => !/^[A-Za-z0-9_.-]{3,32}$/.test(name.trim())),
        (username) => {
          const result = v.safeParse(RegistrationRulesSchema, {
            username,
            email: 'a@example.test',
            password: 'long enough',
          });
          expect(result.success).toBe(false);
          expect(fieldErrorsOf(result.issues ?? []).map((error) => error.field)).toEqual(['username']);
        },
      ),
    );
  });

  it('accept passwords of 8 to 128 characters and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 140, unit: 'grapheme-ascii' }), (password) => {
        const ok = v.safeParse(RegistrationRulesSchema, {
          username: 'someone',
          email: 'a@example.test',
          password,
        }).success;
        expect(ok).toBe(password.length >= 8 && password.length <= 128);
      }),
    );
  });
});

describe('request validators (property)', () => {
  it('a send needs text that is not only white space, and keeps it trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (content) => {
        const result = v.safeParse(SendMessageInputSchema, { content, isUserMessage: true });
        expect(result.success).toBe(content.trim().length > 0);
        if (result.success) expect(result.output.content).toBe(content.trim());
      }),
    );
  });

  it('a profile update names every bad field it refuses', () => {
    fc.assert(
      fc.property(
        fc.record({ birthTime: fc.string({ maxLength: 6 }), onboardingStep: fc.integer({ min: -5, max: 60 }) }),
        (update) => {
          const result = v.safeParse(ProfileUpdateSchema, update);
          const timeOk = /^([01]\d|2[0-3]):[0-5]\d$/.test(update.birthTime);
          const stepOk = update.onboardingStep >= 0 && update.onboardingStep <= 50;
          expect(result.success).toBe(timeOk && stepOk);
          const fields = fieldErrorsOf(result.issues ?? []).map((error) => error.field);
          expect(fields.includes('birthTime')).toBe(!timeOk);
          expect(fields.includes('onboardingStep')).toBe(!stepOk);
        },
      ),
    );
  });
});

describe('any JSON body (property, in process)', () => {
  let storage: Storage;
  let app: ReturnType<typeof createApp>['app'];
  beforeAll(async () => {
    storage = await freshStorage();
    ({ app } = createApp({
      storage,
      env: {},
      assistant: scriptedAssistant(),
      logger: createMemoryLogger(),
      passwordCost: testPasswordCost,
      loginLimits: { perAccount: 10_000, perAddress: 10_000, windowMs: 60_000 },
    }));
  }, 60_000);
  afterAll(() => storage.close());

  it.each(['/api/login', '/api/auth/register', '/api/feedback', '/api/analytics/subscription-event'])(
    'never makes %s fail with a 500, and a refused body stores nothing',
    async (path) => {
      const before = await storage.query<{ n: number }>(
        'SELECT (SELECT count(*) FROM users)::int + (SELECT count(*) FROM feedback)::int + (SELECT count(*) FROM analytics_events)::int AS n',
      );
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
          const response = await app.request(path, {
            method: 'POST',
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          expect([400, 401]).toContain(response.status);
        }),
        { numRuns: 60 },
      );
      const after = await storage.query<{ n: number }>(
        'SELECT (SELECT count(*) FROM users)::int + (SELECT count(*) FROM feedback)::int + (SELECT count(*) FROM analytics_events)::int AS n',
      );
      expect(after).toEqual(before);
    },
    30_000,
  );

  it('answers 500 and logs when a reply breaks the contract (a server bug), never the malformed body', async () => {
    const logger = createMemoryLogger();
    const broken: Storage = {
      ...storage,
      query: async <Row>(sql: string, params?: unknown[]) =>
        sql.startsWith('SELECT id, name FROM domains')
          ? ([{ id: 0, name: 'Nowhere' }] as Row[])
          : storage.query<Row>(sql, params),
    };
    const { app: brokenApp } = createApp({
      storage: broken,
      env: {},
      assistant: scriptedAssistant(),
      logger,
      passwordCost: testPasswordCost,
      // The limits live in the database this file's property runs have already registered from.
      loginLimits: { perAccount: 1000, perAddress: 1000, windowMs: 60_000 },
    });
    const register = await brokenApp.request('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username: 'contract', email: 'contract@example.test', password: 'long enough' }),
      headers: { 'content-type': 'application/json' },
    });
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const response = await brokenApp.request('/api/domains', { headers: { cookie } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(logger.lines.some((line) => line.msg === 'reply broke the contract')).toBe(true);
  });
});
