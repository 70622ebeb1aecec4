import {
  type PersonaContent,
  PersonaContentSchema,
  type PersonaDetail,
  type PersonaKey,
  type PersonaVersion,
  personaKeys,
  personaNames,
  personaPaths,
} from '@app/contract/personas';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import * as v from 'valibot';
import { fixtureTime } from '../fixtures/time';

/** Selene's first version, as the server seeds it (packages/server/src/features/personas/seed.ts). */
export const seleneFixture: PersonaContent = {
  voice:
    'Warm, grounded and honest. Selene speaks to the person, not about them, and ends with one reflective question.',
  domains: ['Psychology', 'Astrology', 'Esoteric Wisdom'],
  guidanceRules: [
    'Never predict fixed events or claim certainty about the future: astrology describes themes and timing, not fate.',
    'When drawing on a teaching, cite its title and source; never invent quotations.',
  ],
  examples: [
    {
      question: 'Why do I keep attracting the same kind of partner?',
      answer:
        'Patterns in love often repeat what once felt familiar. What do you feel in the first weeks with someone new?',
    },
  ],
  systemPrompt:
    'You are Selene, the guide of Moonheart, an app for emotional and spiritual guidance in three domains: Psychology, Astrology and Esoteric Wisdom. Your voice is warm, grounded and honest.',
  phrasing: {
    greeting: "Hello, {name}. I'm Selene, and I'm glad you're here.",
    greetingInvite:
      'You can ask me about your natal chart, the current transits, the Moon, or a teaching that might help.',
    thanks: "You're very welcome, {name}. Take what helps and leave the rest.",
    skyHeading: "Today's sky",
    chartHeading: 'Your chart',
    teachingHeading: 'From the teachings',
    practiceHeading: 'Try this',
    reflectHeading: 'To reflect on',
    sources: 'Sources',
    noBirthData: 'I do not know your birth date yet. Add it in your profile and I can read your own chart.',
    plannerHeading: 'Your day, as the daily planner sees it',
  },
};

/** Orion's first version (abridged from the server's seed). */
export const orionFixture: PersonaContent = {
  ...seleneFixture,
  voice: 'Calm, measured and analytical. Orion explains what the sky is actually doing before what it may mean.',
  domains: ['Astrology', 'Psychology'],
  systemPrompt: 'You are Orion, a guide of Moonheart. Your voice is calm, clear and analytical.',
  phrasing: {
    ...seleneFixture.phrasing,
    greeting: "Good to meet you, {name}. I'm Orion. Let's look at what the sky is doing.",
    thanks: 'Glad it helped, {name}. Keep what holds up and set the rest aside.',
    skyHeading: 'The sky, observed',
  },
};

const greetingOf = (content: PersonaContent, greeting: string): PersonaContent => ({
  ...content,
  phrasing: { ...content.phrasing, greeting },
});

/** Selene's history: a new greeting published as version 2, then rolled back (version 3 restores 1). */
const seleneVersions = (): PersonaVersion[] => [
  { version: 3, content: seleneFixture, publishedAt: fixtureTime(-60), publishedBy: 'admin', rolledBackFrom: 1 },
  {
    version: 2,
    content: greetingOf(seleneFixture, 'Welcome back, {name}. The Moon kept your seat warm.'),
    publishedAt: fixtureTime(-60 * 24),
    publishedBy: 'admin',
    rolledBackFrom: null,
  },
  {
    version: 1,
    content: seleneFixture,
    publishedAt: fixtureTime(-60 * 24 * 30),
    publishedBy: null,
    rolledBackFrom: null,
  },
];

interface PersonaState {
  draft: PersonaContent;
  draftUpdatedAt: string;
  versions: PersonaVersion[];
}

const route = (path: string) => `*${path}`;
const serverError = () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });

interface StoreOptions {
  /** Every read waits this long (a loading state); `Infinity` never answers. */
  ms?: number;
  /** Every read answers 500. */
  fails?: boolean;
  /** No persona and no version (a server before its first start). */
  empty?: boolean;
  /** The test console's call answers 502. */
  testFails?: boolean;
  /** Orion's draft has unpublished changes. @default true */
  orionDraftChanged?: boolean;
}

/** A canned test answer in the persona's words: its greeting for a greeting, else its headings. */
function answerOf(content: PersonaContent, question: string): string {
  if (/^(hi|hello|hey)\b/i.test(question.trim())) {
    return `${content.phrasing.greeting.replaceAll('{name}', 'admin')}\n\n${content.phrasing.greetingInvite}`;
  }
  return `### On your question\n\n**${content.phrasing.skyHeading}.** The Moon is waxing in Taurus.\n\n**${content.phrasing.reflectHeading}:** What would steady you today?`;
}

/**
 * The personas API over state kept for the life of the handlers, answering as the server does:
 * drafts validated with the contract's schema (400 with field errors), publish and rollback adding
 * versions, the test console answering from the draft and the published version.
 */
function personaStore(options: StoreOptions = {}): RequestHandler[] {
  const state = new Map<PersonaKey, PersonaState>();
  if (!options.empty) {
    state.set('selene', { draft: seleneFixture, draftUpdatedAt: fixtureTime(-60), versions: seleneVersions() });
    state.set('orion', {
      draft:
        options.orionDraftChanged === false
          ? orionFixture
          : greetingOf(orionFixture, 'Evening, {name}. Orion here: the sky is clear tonight.'),
      draftUpdatedAt: fixtureTime(-30),
      versions: [
        {
          version: 1,
          content: orionFixture,
          publishedAt: fixtureTime(-60 * 24 * 30),
          publishedBy: null,
          rolledBackFrom: null,
        },
      ],
    });
  }
  const detailOf = (key: PersonaKey): PersonaDetail | null => {
    const entry = state.get(key);
    const published = entry?.versions[0];
    if (!entry || !published) return null;
    return {
      key,
      name: personaNames[key],
      draft: entry.draft,
      draftUpdatedAt: entry.draftUpdatedAt,
      hasDraftChanges: JSON.stringify(entry.draft) !== JSON.stringify(published.content),
      published,
    };
  };
  const read = async () => {
    if (options.ms) await delay(options.ms);
    return options.fails ? serverError() : null;
  };
  const keyOf = (params: Record<string, unknown>) => String(params.key) as PersonaKey;
  const notFound = () => HttpResponse.json({ message: 'There is no such persona.' }, { status: 404 });
  const publish = (key: PersonaKey, content: PersonaContent, rolledBackFrom: number | null) => {
    const entry = state.get(key)!;
    const version = (entry.versions[0]?.version ?? 0) + 1;
    entry.versions = [
      { version, content, publishedAt: fixtureTime(), publishedBy: 'admin', rolledBackFrom },
      ...entry.versions,
    ];
  };
  return [
    http.get(route(personaPaths.list), async () => {
      const failed = await read();
      if (failed) return failed;
      return HttpResponse.json(
        personaKeys.flatMap((key) => {
          const detail = detailOf(key);
          return detail
            ? [
                {
                  key,
                  name: detail.name,
                  publishedVersion: detail.published.version,
                  publishedAt: detail.published.publishedAt,
                  hasDraftChanges: detail.hasDraftChanges,
                  draftUpdatedAt: detail.draftUpdatedAt,
                },
              ]
            : [];
        }),
      );
    }),
    http.get(route(`${personaPaths.list}/:key`), async ({ params }) => {
      const failed = await read();
      if (failed) return failed;
      const detail = detailOf(keyOf(params));
      return detail ? HttpResponse.json(detail) : notFound();
    }),
    http.get(route(`${personaPaths.list}/:key/versions`), async ({ params }) => {
      const failed = await read();
      if (failed) return failed;
      const key = keyOf(params);
      return HttpResponse.json({ key, name: personaNames[key], versions: state.get(key)?.versions ?? [] });
    }),
    http.put(route(`${personaPaths.list}/:key/draft`), async ({ params, request }) => {
      const key = keyOf(params);
      const entry = state.get(key);
      if (!entry) return notFound();
      const parsed = v.safeParse(PersonaContentSchema, await request.json().catch(() => null));
      if (!parsed.success) {
        const errors = parsed.issues.map((issue) => ({
          field: issue.path?.map((step) => String(step.key)).join('.') || 'body',
          message: issue.message,
        }));
        return HttpResponse.json({ message: 'Please check the highlighted fields.', errors }, { status: 400 });
      }
      entry.draft = parsed.output;
      entry.draftUpdatedAt = fixtureTime();
      return HttpResponse.json(detailOf(key));
    }),
    http.post(route(`${personaPaths.list}/:key/test`), async ({ params, request }) => {
      const detail = detailOf(keyOf(params));
      if (!detail) return notFound();
      if (options.testFails) {
        return HttpResponse.json(
          { message: 'The assistant could not answer the test question just now. Please try again in a moment.' },
          { status: 502 },
        );
      }
      const { question = '' } = (await request.json().catch(() => ({}))) as { question?: string };
      if (/kill myself|end my life/i.test(question)) {
        const content =
          "**I'm really glad you told me, and I'm so sorry you're carrying this much pain right now.**\n\n### Where to find help now\n\n- Find A Helpline: findahelpline.com";
        return HttpResponse.json({
          draft: { content },
          published: { content, version: detail.published.version },
          crisis: true,
        });
      }
      return HttpResponse.json({
        draft: { content: answerOf(detail.draft, question) },
        published: { content: answerOf(detail.published.content, question), version: detail.published.version },
        crisis: false,
      });
    }),
    http.post(route(`${personaPaths.list}/:key/publish`), ({ params }) => {
      const key = keyOf(params);
      const entry = state.get(key);
      if (!entry) return notFound();
      publish(key, entry.draft, null);
      return HttpResponse.json(detailOf(key));
    }),
    http.post(route(`${personaPaths.list}/:key/rollback`), async ({ params, request }) => {
      const key = keyOf(params);
      const entry = state.get(key);
      if (!entry) return notFound();
      const { version } = (await request.json().catch(() => ({}))) as { version?: number };
      const restored = entry.versions.find((item) => item.version === version);
      if (!restored) {
        return HttpResponse.json({ message: 'There is no such published version of this persona.' }, { status: 404 });
      }
      const followDraft = !detailOf(key)?.hasDraftChanges;
      publish(key, restored.content, restored.version);
      if (followDraft) entry.draft = restored.content;
      return HttpResponse.json(detailOf(key));
    }),
  ];
}

/**
 * The personas' admin API (`/api/admin/personas...`): `success()` (Selene at version 3 after a
 * rollback, Orion at version 1 with unpublished draft changes), `clean()` (no draft changes),
 * `loading()` (never answers), `slow(ms)`, `loadError()` (500), `empty()` (no persona yet) and
 * `testError()` (the test console's call answers 502).
 */
export const personaHandlers = {
  success: () => personaStore(),
  clean: () => personaStore({ orionDraftChanged: false }),
  loading: () => personaStore({ ms: Number.POSITIVE_INFINITY }),
  slow: (ms = 2_000) => personaStore({ ms }),
  loadError: () => personaStore({ fails: true }),
  empty: () => personaStore({ empty: true }),
  testError: () => personaStore({ testFails: true }),
};
