// The Skool integration's calls (`@app/contract/skool`), mocked with the server's rules: the secret
// answered once then masked, 409 when enabling without a secret. An entry point of its own
// (`@app/mocks/skool`).
import type { SkoolEvent, SkoolSettings } from '@app/contract/skool';
import { skoolWebhookPath } from '@app/contract/skool';
import { delay, HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';
import { fixtureTime } from '../fixtures/time';

// The server's words (packages/server/src/messages.ts, skool).
export const skoolReplies = {
  noSecret: 'Generate a signing secret before enabling the integration.',
} as const;

/** The secret every rotation in the mocks answers (fixed, so screenshots never change). */
export const mockSkoolSecret = 'skwh_Ex4mpleS1gningSecretOnlyForStoriesQ7wLzR4vN8sYb';
const masked = (secret: string) => `skwh_${'•'.repeat(8)}${secret.slice(-4)}`;

/** A few processed events, one of each result shown most. */
export function skoolEventFixtures(): SkoolEvent[] {
  return [
    { id: 'evt_1042', type: 'member.joined', result: 'created', member: 'luna-star', receivedAt: fixtureTime(-12) },
    { id: 'evt_1041', type: 'member.updated', result: 'updated', member: 'orion', receivedAt: fixtureTime(-95) },
    { id: 'evt_1040', type: 'post.created', result: 'ignored', member: null, receivedAt: fixtureTime(-300) },
    { id: 'evt_1039', type: 'member.left', result: 'downgraded', member: 'vega', receivedAt: fixtureTime(-1440) },
  ];
}

const origin = 'https://moonheart.example';

/** Settings with the integration on, a secret, a level map and events. */
export function skoolSettingsFixture(): SkoolSettings {
  return {
    enabled: true,
    secret: { masked: masked('skwh_previousSecretAbcd'), createdAt: fixtureTime(-60 * 24 * 3) },
    defaultTier: 'core',
    levelTiers: [
      { level: 'VIP', tier: 'advanced' },
      { level: 'Founding member', tier: 'elite' },
    ],
    webhookUrl: `${origin}${skoolWebhookPath}`,
    events: skoolEventFixtures(),
  };
}

/** Nothing set up yet: off, no secret, no events. */
export function skoolFreshFixture(): SkoolSettings {
  return {
    enabled: false,
    secret: null,
    defaultTier: 'free',
    levelTiers: [],
    webhookUrl: `${origin}${skoolWebhookPath}`,
    events: [],
  };
}

const base = '*/api/integrations/skool';
type Route = 'read' | 'save' | 'rotate';

function resolvers(state: { settings: SkoolSettings }): Record<Route, HttpResponseResolver> {
  return {
    read: () => HttpResponse.json(state.settings),
    save: async ({ request }) => {
      const input = (await request.json().catch(() => ({}))) as Partial<SkoolSettings>;
      if (input.enabled && !state.settings.secret) {
        return HttpResponse.json({ message: skoolReplies.noSecret }, { status: 409 });
      }
      state.settings = {
        ...state.settings,
        enabled: Boolean(input.enabled),
        defaultTier: input.defaultTier ?? state.settings.defaultTier,
        levelTiers: (input.levelTiers ?? []).map((row) => ({ level: row.level.trim(), tier: row.tier })),
      };
      return HttpResponse.json(state.settings);
    },
    rotate: () => {
      state.settings = { ...state.settings, secret: { masked: masked(mockSkoolSecret), createdAt: fixtureTime() } };
      return HttpResponse.json({ secret: mockSkoolSecret, settings: state.settings }, { status: 201 });
    },
  };
}

const failures = {
  serverError: () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
  forbidden: () => HttpResponse.json({ message: 'You do not have access to this.' }, { status: 403 }),
} satisfies Record<string, HttpResponseResolver>;
export type SkoolFailure = keyof typeof failures;

function build(settings: SkoolSettings, replace: Partial<Record<Route, HttpResponseResolver>> = {}): RequestHandler[] {
  const handlers = resolvers({ settings });
  const pick = (name: Route) => replace[name] ?? handlers[name];
  return [
    http.get(base, pick('read')),
    http.put(`${base}/settings`, pick('save')),
    http.post(`${base}/secret`, pick('rotate')),
  ];
}

/** `/api/integrations/skool...`, by scenario. Pass as `parameters.msw.handlers.skool`. */
export const skoolHandlers = {
  /** On, with a secret, a level map and four events. */
  success: () => build(skoolSettingsFixture()),
  /** Nothing set up yet. */
  empty: () => build(skoolFreshFixture()),
  /** The settings answer after `ms`: the loading state. */
  slow: (ms = 2_000) =>
    build(skoolSettingsFixture(), {
      read: async () => {
        await delay(ms);
        return HttpResponse.json(skoolSettingsFixture());
      },
    }),
  /** The chosen call fails as named; the others answer. */
  failing: (failure: SkoolFailure, only: Route = 'read') =>
    build(skoolSettingsFixture(), { [only]: failures[failure] }),
};
