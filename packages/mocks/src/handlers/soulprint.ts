// A person's soulprint (`@app/contract/soulprint`), for the admin's /soulprint: a full one for the
// demo client `core`, a bare one (nothing yet) for anyone else the user list knows, the server's
// 404 for an unknown id. Pick people with `@app/mocks/adminUsers`. An entry point of its own
// (`@app/mocks/soulprint`).
import { type Soulprint, soulprintMessages, soulprintRoutes } from '@app/contract/soulprint';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { fixtureTime } from '../fixtures/time';
import { users } from '../fixtures/users';
import { adminUserFixtures } from './adminUsers';

const route = `*${soulprintRoutes.user.path.replace('{userId}', ':userId')}`;
const serverError = () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });

/** `core`'s soulprint: a full natal chart, three themes, two domains, ratings in two domains. */
export function soulprintFixture(): Soulprint {
  const question = (messageId: number, conversationId: number, snippet: string, minutesAgo: number) => ({
    kind: 'message' as const,
    messageId,
    conversationId,
    snippet,
    at: fixtureTime(-minutesAgo),
    rating: null,
    conversationOpenable: conversationId === 7,
  });
  const reply = (messageId: number, conversationId: number, snippet: string, rating: 'positive' | 'negative') => ({
    kind: 'message' as const,
    messageId,
    conversationId,
    snippet,
    at: fixtureTime(-60 * 24),
    rating,
    conversationOpenable: true,
  });
  return {
    user: { id: users.core.id, username: 'core', role: 'client', createdAt: fixtureTime(-60 * 24 * 90) },
    natal: {
      birthDate: '1990-04-29',
      birthTime: '14:30',
      birthPlace: 'Paris',
      timeKnown: true,
      moonSignCertain: true,
      placements: [
        { point: 'Sun', sign: 'Taurus', degree: 8.6, house: 9, retrograde: false },
        { point: 'Moon', sign: 'Capricorn', degree: 21.3, house: 5, retrograde: false },
        { point: 'Ascendant', sign: 'Leo', degree: 2.4, house: 1, retrograde: false },
      ],
      retrograde: ['Saturn', 'Neptune'],
      dominantElement: { element: 'Earth', count: 5 },
      aspects: [
        { from: 'Sun', to: 'Moon', kind: 'trine', orb: 1.3 },
        { from: 'Venus', to: 'Saturn', kind: 'square', orb: 2.1 },
      ],
      evidence: [{ kind: 'profile' }, { kind: 'memory', memoryId: 3, text: 'Sun in Taurus' }],
    },
    questionsRead: 9,
    conversations: 3,
    themes: [
      {
        topic: 'relationships',
        questions: 4,
        evidence: [
          { kind: 'memory', memoryId: 5, text: 'Often asks about relationships' },
          question(41, 7, 'Why does my partner pull away when I get close?', 60),
          question(38, 7, 'How do I stop repeating the same pattern in relationships?', 60 * 26),
        ],
      },
      {
        topic: 'career',
        questions: 3,
        evidence: [question(30, 4, 'Should I ask my boss for a promotion this month?', 60 * 24 * 4)],
      },
      {
        topic: 'moon-phase',
        questions: 2,
        evidence: [question(22, 2, 'What does the full Moon in Scorpio mean for me?', 60 * 24 * 9)],
      },
    ],
    domains: [
      {
        domain: 'psychology',
        questions: 5,
        evidence: [question(41, 7, 'Why does my partner pull away when I get close?', 60)],
      },
      {
        domain: 'astrology',
        questions: 4,
        evidence: [question(22, 2, 'What does the full Moon in Scorpio mean for me?', 60 * 24 * 9)],
      },
    ],
    feedback: [
      {
        domain: 'psychology',
        positive: 3,
        negative: 1,
        evidence: [
          reply(42, 7, 'Pulling away can be a way of protecting closeness rather than refusing it…', 'negative'),
          reply(39, 7, 'Patterns repeat until they are seen: notice the first moment you…', 'positive'),
        ],
      },
      {
        domain: 'astrology',
        positive: 2,
        negative: 0,
        evidence: [reply(23, 2, 'A full Moon in Scorpio lights up what you keep hidden…', 'positive')],
      },
    ],
  };
}

/** Someone Selene knows nothing about yet. */
function bareSoulprint(id: number, username: string): Soulprint {
  const known = adminUserFixtures().find((user) => user.id === id);
  return {
    user: { id, username, role: known?.role ?? 'client', createdAt: known?.createdAt ?? fixtureTime(-60 * 24 * 30) },
    natal: null,
    questionsRead: 0,
    conversations: 0,
    themes: [],
    domains: [],
    feedback: [],
  };
}

function answer(userId: unknown): Response {
  const id = Number(userId);
  if (id === users.core.id) return HttpResponse.json(soulprintFixture());
  const known = adminUserFixtures().find((user) => user.id === id);
  return known
    ? HttpResponse.json(bareSoulprint(id, known.username))
    : HttpResponse.json({ message: soulprintMessages.notFound }, { status: 404 });
}

/** Scenarios: `some()` (the default), `loadError()`, `slow()` (the soulprint waits). */
export const soulprintHandlers = {
  some: (): RequestHandler[] => [http.get(route, ({ params }) => answer(params.userId))],
  loadError: (): RequestHandler[] => [http.get(route, serverError)],
  slow: (ms = 600_000): RequestHandler[] => [
    http.get(route, async ({ params }) => {
      await delay(ms);
      return answer(params.userId);
    }),
  ],
};
