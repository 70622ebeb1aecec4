// The knowledge map (`@app/contract/knowledgeMap`, /cross-domain-integration): nine teachings of the
// three domains, one stored link and suggestions, kept for the life of the handlers; adding a link
// takes its suggestion away, removing one stores nothing more. The server's 4xx for bad input.
import {
  AddKnowledgeLinkInputSchema,
  type KnowledgeLink,
  type KnowledgeMap,
  knowledgeMapMessages,
  knowledgeMapRoutes,
  type LinkSuggestion,
  linkPair,
  type MapTeaching,
} from '@app/contract/knowledgeMap';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import * as v from 'valibot';
import { fixtureTime } from '../fixtures/time';

const route = (path: string) => `*${path.replace('{id}', ':id')}`;
const serverError = () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
const refused = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** Nine teachings, three a domain, sharing themes across domains. */
export function knowledgeMapTeachings(): MapTeaching[] {
  return [
    { id: 1, domain: 'Psychology', title: 'Shadow work', tags: ['shadow', 'integration'] },
    { id: 2, domain: 'Psychology', title: 'The inner critic', tags: ['self-talk', 'compassion'] },
    { id: 3, domain: 'Psychology', title: 'Grief comes in waves', tags: ['grief', 'cycles'] },
    { id: 4, domain: 'Astrology', title: 'Pluto transits', tags: ['Pluto', 'shadow'] },
    { id: 5, domain: 'Astrology', title: 'The Saturn return', tags: ['Saturn', 'self-talk'] },
    { id: 6, domain: 'Astrology', title: 'Moon phases', tags: ['Moon', 'cycles'] },
    { id: 7, domain: 'Esoteric Wisdom', title: 'The alchemical nigredo', tags: ['alchemy', 'shadow'] },
    { id: 8, domain: 'Esoteric Wisdom', title: 'As above, so below', tags: ['hermetic', 'integration'] },
    { id: 9, domain: 'Esoteric Wisdom', title: 'The law of rhythm', tags: ['hermetic', 'cycles'] },
  ];
}

/** The one stored link: shadow work and the nigredo. */
export function knowledgeMapLinks(): KnowledgeLink[] {
  return [{ id: 1, fromId: 1, toId: 7, themes: ['shadow', 'integration'], createdAt: fixtureTime(-60 * 24) }];
}

/** What the server would suggest, strongest first. */
export function knowledgeMapSuggestions(): LinkSuggestion[] {
  return [
    { fromId: 1, toId: 4, score: 7, themes: ['shadow', 'transformation'] },
    { fromId: 3, toId: 9, score: 6, themes: ['cycles', 'waves'] },
    { fromId: 6, toId: 9, score: 5, themes: ['cycles', 'rhythm'] },
    { fromId: 2, toId: 5, score: 4, themes: ['self-talk'] },
  ];
}

function knowledgeMapStore(initial: KnowledgeMap, { writeFails = false } = {}): RequestHandler[] {
  const teachings = initial.teachings;
  let links = [...initial.links];
  let suggestions = [...initial.suggestions];
  let nextId = Math.max(0, ...links.map((link) => link.id)) + 1;
  return [
    http.get(route(knowledgeMapRoutes.map.path), () => HttpResponse.json({ teachings, links, suggestions })),
    http.post(route(knowledgeMapRoutes.addLink.path), async ({ request }) => {
      if (writeFails) return serverError();
      const parsed = v.safeParse(AddKnowledgeLinkInputSchema, await request.json().catch(() => undefined));
      if (!parsed.success) return refused(400, 'Some fields are not valid.');
      const { fromId, toId } = parsed.output;
      if (fromId === toId) return refused(400, knowledgeMapMessages.sameTeaching);
      const from = teachings.find((teaching) => teaching.id === fromId);
      const to = teachings.find((teaching) => teaching.id === toId);
      if (!from || !to) return refused(404, knowledgeMapMessages.teachingNotFound);
      if (from.domain === to.domain) return refused(400, knowledgeMapMessages.sameDomain);
      const [a, b] = linkPair(fromId, toId);
      if (links.some((link) => link.fromId === a && link.toId === b)) {
        return refused(409, knowledgeMapMessages.duplicate);
      }
      const suggestion = suggestions.find((entry) => entry.fromId === a && entry.toId === b);
      const link: KnowledgeLink = {
        id: nextId++,
        fromId: a,
        toId: b,
        themes: suggestion?.themes ?? [],
        createdAt: fixtureTime(),
      };
      links = [...links, link];
      suggestions = suggestions.filter((entry) => entry !== suggestion);
      return HttpResponse.json(link, { status: 201 });
    }),
    http.delete(route(knowledgeMapRoutes.removeLink.path), ({ params }) => {
      if (writeFails) return serverError();
      const found = links.some((link) => String(link.id) === String(params.id));
      if (!found) return refused(404, knowledgeMapMessages.linkNotFound);
      links = links.filter((link) => String(link.id) !== String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

const fixtureMap = (): KnowledgeMap => ({
  teachings: knowledgeMapTeachings(),
  links: knowledgeMapLinks(),
  suggestions: knowledgeMapSuggestions(),
});

/** Scenarios: `some()` (the default), `noLinks()`, `empty()`, `slow()`, `loadError()`, `writeError()`. */
export const knowledgeMapHandlers = {
  some: () => knowledgeMapStore(fixtureMap()),
  /** Teachings and suggestions, no link yet. */
  noLinks: () => knowledgeMapStore({ ...fixtureMap(), links: [] }),
  /** An empty knowledge base. */
  empty: () => knowledgeMapStore({ teachings: [], links: [], suggestions: [] }),
  /** The map after `ms`: the loading state. */
  slow: (ms = 2_000): RequestHandler[] => [
    http.get(route(knowledgeMapRoutes.map.path), async () => {
      await delay(ms);
      return HttpResponse.json(fixtureMap());
    }),
  ],
  loadError: () => [http.get(route(knowledgeMapRoutes.map.path), serverError)],
  writeError: () => knowledgeMapStore(fixtureMap(), { writeFails: true }),
};
