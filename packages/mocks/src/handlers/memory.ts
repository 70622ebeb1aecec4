// What Selene remembers (`@app/contract/memory`), the person's own list: read, forget one, forget
// all, over a list kept for the life of the handlers, with the server's 404 for an unknown memory.
// And the admin's /memory-explorer: users with counts (searched), one user's memories, delete one.
import { type Memory, type MemoryUser, memoryRoutes } from '@app/contract/memory';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { fixtureTime } from '../fixtures/time';

const route = (path: string) => `*${path.replace('{userId}', ':userId').replace('{id}', ':id')}`;
const serverError = () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });

/** Three memories of one person, each with the message it came from. */
export function memoryFixtures(): Memory[] {
  return [
    {
      id: 3,
      kind: 'birth-data',
      text: 'Sun in Scorpio',
      sourceMessageId: 41,
      conversationId: 7,
      sourceSnippet: "I'm a Scorpio and I always feel things deeply",
      createdAt: fixtureTime(-60 * 24 * 3),
      updatedAt: fixtureTime(-60 * 24 * 3),
    },
    {
      id: 2,
      kind: 'preference',
      text: 'Prefers short answers',
      sourceMessageId: 41,
      conversationId: 7,
      sourceSnippet: "I'm a Scorpio and I always feel things deeply",
      createdAt: fixtureTime(-60 * 24 * 3),
      updatedAt: fixtureTime(-60 * 24 * 3),
    },
    {
      id: 1,
      kind: 'fact',
      text: 'Works as a nurse',
      sourceMessageId: 12,
      conversationId: 4,
      sourceSnippet: 'I work as a nurse and the night shifts drain me',
      createdAt: fixtureTime(-60 * 24 * 9),
      updatedAt: fixtureTime(-60 * 24 * 9),
    },
  ];
}

function memoryStore(initial: Memory[], { deleteFails = false } = {}): RequestHandler[] {
  let memories = [...initial];
  return [
    http.get(route(memoryRoutes.listOwn.path), () => HttpResponse.json({ memories })),
    http.delete(route(memoryRoutes.deleteOwn.path), ({ params }) => {
      if (deleteFails) return serverError();
      const found = memories.some((memory) => String(memory.id) === String(params.id));
      if (!found) return HttpResponse.json({ message: 'There is no such memory.' }, { status: 404 });
      memories = memories.filter((memory) => String(memory.id) !== String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(route(memoryRoutes.deleteAllOwn.path), () => {
      if (deleteFails) return serverError();
      const deleted = memories.length;
      memories = [];
      return HttpResponse.json({ deleted });
    }),
  ];
}

/** Scenarios: `some()` (the default), `empty()`, `loadError()`, `deleteError()`. */
export const memoryHandlers = {
  some: () => memoryStore(memoryFixtures()),
  empty: () => memoryStore([]),
  loadError: () => [http.get(route(memoryRoutes.listOwn.path), serverError)],
  deleteError: () => memoryStore(memoryFixtures(), { deleteFails: true }),
};

/** The explorer's people: each with their memories (the first one has the three above). */
export function memoryExplorerFixtures(): { user: MemoryUser; memories: Memory[] }[] {
  const [, , nurse] = memoryFixtures();
  return [
    { user: { id: 21, username: 'luna', memoryCount: 3 }, memories: memoryFixtures() },
    {
      user: { id: 22, username: 'orla', memoryCount: 1 },
      memories: [
        {
          id: 8,
          kind: 'recurring-theme',
          text: 'Often asks about career changes',
          // The message it came from was deleted: no source, no conversation.
          sourceMessageId: null,
          conversationId: null,
          sourceSnippet: null,
          createdAt: fixtureTime(-60 * 24 * 20),
          updatedAt: fixtureTime(-60 * 24 * 2),
        },
      ],
    },
    {
      user: { id: 23, username: 'marisol', memoryCount: 1 },
      memories: nurse ? [{ ...nurse, id: 9, conversationId: 15, sourceMessageId: 30 }] : [],
    },
  ];
}

const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

function explorerStore(
  initial: { user: MemoryUser; memories: Memory[] }[],
  { deleteFails = false, openFails = false } = {},
): RequestHandler[] {
  const people = initial.map((person) => ({ user: { ...person.user }, memories: [...person.memories] }));
  const find = (userId: unknown) => people.find((person) => String(person.user.id) === String(userId));
  return [
    http.get(route(memoryRoutes.users.path), ({ request }) => {
      const search = (new URL(request.url).searchParams.get('search') ?? '').trim().toLowerCase();
      if (search.length > 60) {
        return HttpResponse.json({ message: 'The search may be at most 60 characters.' }, { status: 400 });
      }
      const users = people
        .filter((person) => person.memories.length > 0 && person.user.username.toLowerCase().includes(search))
        .map((person) => ({ ...person.user, memoryCount: person.memories.length }));
      return HttpResponse.json({ users });
    }),
    http.get(route(memoryRoutes.userMemories.path), ({ params }) => {
      if (openFails) return serverError();
      const person = find(params.userId);
      // The fixtures' conversations all have a rated reply: each opens in /conversations.
      const memories = person?.memories.map((memory) => ({
        ...memory,
        conversationOpens: memory.conversationOpens ?? memory.conversationId !== null,
      }));
      return person ? HttpResponse.json({ memories }) : notFound('User not found');
    }),
    http.delete(route(memoryRoutes.deleteUserMemory.path), ({ params }) => {
      if (deleteFails) return serverError();
      const person = find(params.userId);
      if (!person?.memories.some((memory) => String(memory.id) === String(params.id))) {
        return notFound('There is no such memory.');
      }
      person.memories = person.memories.filter((memory) => String(memory.id) !== String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/**
 * The admin explorer's scenarios: `some()`, `empty()` (nobody has memories), `loadError()` (the
 * list fails), `openError()` (a user's memories fail), `deleteError()`, `slow()` (the list waits).
 */
export const memoryExplorerHandlers = {
  some: () => explorerStore(memoryExplorerFixtures()),
  empty: () => explorerStore([]),
  loadError: () => [http.get(route(memoryRoutes.users.path), serverError)],
  openError: () => explorerStore(memoryExplorerFixtures(), { openFails: true }),
  deleteError: () => explorerStore(memoryExplorerFixtures(), { deleteFails: true }),
  slow: (ms = 600_000): RequestHandler[] => [
    http.get(route(memoryRoutes.users.path), async () => {
      await delay(ms);
      return HttpResponse.json({ users: [] });
    }),
  ],
};
