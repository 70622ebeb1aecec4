// How the teachings were used (`@app/contract/teachingUsage`): a teacher's own teachings or an
// admin's view of all, empty, slow and failing. An entry point of its own (`@app/mocks/teachingUsage`).
import { type TeachingUsage, type TeachingUsageList, teachingUsagePath } from '@app/contract/teachingUsage';
import { delay, HttpResponse, http } from 'msw';
import { fixtureTime } from '../fixtures/time';

const route = `*${teachingUsagePath}`;

/** A teacher's three teachings: one much drawn on, one rated mixed, one never used. */
export function teacherTeachingUsage(): TeachingUsage[] {
  return [
    {
      teachingId: 41,
      title: 'Befriending the Inner Critic',
      domain: 'Psychology',
      author: 'teacher',
      uses: 12,
      helpful: 7,
      notHelpful: 1,
      lastUsedAt: fixtureTime(-45),
    },
    {
      teachingId: 42,
      title: 'Saturn Return as Initiation',
      domain: 'Astrology',
      author: 'teacher',
      uses: 3,
      helpful: 1,
      notHelpful: 2,
      lastUsedAt: fixtureTime(-60 * 26),
    },
    {
      teachingId: 43,
      title: 'Breath Before the Tarot Spread',
      domain: 'Esoteric Wisdom',
      author: 'teacher',
      uses: 0,
      helpful: 0,
      notHelpful: 0,
      lastUsedAt: null,
    },
  ];
}

const reply = (list: TeachingUsageList) => () => HttpResponse.json(list);

export const teachingUsageHandlers = {
  own: () => [http.get(route, reply({ scope: 'own', teachings: teacherTeachingUsage() }))],
  all: () => [
    http.get(
      route,
      reply({
        scope: 'all',
        teachings: [
          ...teacherTeachingUsage(),
          {
            teachingId: 2,
            title: 'The Moon as Mirror',
            domain: 'Astrology',
            author: null,
            uses: 5,
            helpful: 4,
            notHelpful: 0,
            lastUsedAt: fixtureTime(-120),
          },
        ].sort((a, b) => b.uses - a.uses),
      }),
    ),
  ],
  empty: () => [http.get(route, reply({ scope: 'own', teachings: [] }))],
  loading: () => [
    http.get(route, async () => {
      await delay('infinite');
      return HttpResponse.json({ scope: 'own', teachings: [] });
    }),
  ],
  error: () => [http.get(route, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }))],
};
