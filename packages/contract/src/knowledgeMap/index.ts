// The knowledge map (issue 20 item 7, `/cross-domain-integration`): teachings of the three domains
// linked across domains by shared themes. The server suggests links (shared tags and significant
// words, with a score); admins add and remove them, and Selene bridges domains along them. An
// entry point of its own (`@app/contract/knowledgeMap`): only the lazy page, the server and the
// mocks read it.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseReply } from '../parse';
import { personaDomains } from '../personas';
import { type ApiClient, defaultApiClient } from '../request';
import { type Id, IdSchema, IsoTimeSchema } from '../schemas/common';

/** The map's domains, in column order: the one domain list (the personas' domains). */
export const knowledgeMapDomains = personaDomains;
export type KnowledgeMapDomain = (typeof knowledgeMapDomains)[number];

/** A teaching as the map shows it (a node). */
export const MapTeachingSchema = v.object({
  id: IdSchema,
  title: v.string(),
  domain: v.picklist(knowledgeMapDomains),
  tags: v.array(v.string()),
});
export type MapTeaching = v.InferOutput<typeof MapTeachingSchema>;

/** A stored link (an edge): two teachings of different domains, no direction (`fromId` < `toId`). */
export const KnowledgeLinkSchema = v.object({
  id: IdSchema,
  fromId: IdSchema,
  toId: IdSchema,
  /** The shared themes that suggested it, when it was added. */
  themes: v.array(v.string()),
  createdAt: IsoTimeSchema,
});
export type KnowledgeLink = v.InferOutput<typeof KnowledgeLinkSchema>;

/** A link the server suggests from shared themes, not yet added (`fromId` < `toId`). */
export const LinkSuggestionSchema = v.object({
  fromId: IdSchema,
  toId: IdSchema,
  /** Shared tags count 3, shared significant words 1; higher is stronger. */
  score: v.pipe(v.number(), v.integer(), v.minValue(1)),
  themes: v.array(v.string()),
});
export type LinkSuggestion = v.InferOutput<typeof LinkSuggestionSchema>;

export const KnowledgeMapSchema = v.object({
  teachings: v.array(MapTeachingSchema),
  links: v.array(KnowledgeLinkSchema),
  suggestions: v.array(LinkSuggestionSchema),
});
export type KnowledgeMap = v.InferOutput<typeof KnowledgeMapSchema>;

/** `POST` body: the two teachings to link (either order). */
export const AddKnowledgeLinkInputSchema = v.object({ fromId: IdSchema, toId: IdSchema });
export type AddKnowledgeLinkInput = v.InferOutput<typeof AddKnowledgeLinkInputSchema>;

/** How many suggestions the map offers at most, strongest first. */
export const maxLinkSuggestions = 24;

/** The rules' words (the server answers them in its 4xx replies; the mocks say the same). */
export const knowledgeMapMessages = {
  sameTeaching: 'A teaching cannot be linked to itself.',
  sameDomain: 'Link teachings of two different domains.',
  teachingNotFound: 'There is no such teaching.',
  duplicate: 'These teachings are already linked.',
  linkNotFound: 'There is no such link.',
} as const;

const mapPath = '/api/admin/knowledge-map';
const linksPath = `${mapPath}/links`;

export const knowledgeMapPaths = {
  map: mapPath,
  links: linksPath,
  link: (id: Id) => `${linksPath}/${encodeURIComponent(String(id))}`,
} as const;

/** The route templates (the mocks' handlers). */
export const knowledgeMapRoutes = {
  map: { method: 'GET', path: mapPath },
  addLink: { method: 'POST', path: linksPath },
  removeLink: { method: 'DELETE', path: `${linksPath}/{id}` },
} as const;

export const knowledgeMapKeys = { map: [mapPath] as const };

/** The same pair whichever way round: the lower id first. */
export function linkPair(a: Id, b: Id): [Id, Id] {
  return a < b ? [a, b] : [b, a];
}

/** `GET /api/admin/knowledge-map` (admins): teachings, links and suggestions. */
export function knowledgeMapQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: knowledgeMapKeys.map,
    queryFn: async ({ signal }) =>
      parseReply(KnowledgeMapSchema, `GET ${mapPath}`, await api.read(mapPath, { signal })),
  });
}

/** `POST /api/admin/knowledge-map/links` (admins; audited): answers the stored link; the map is read again. */
export function addKnowledgeLinkMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', linksPath] as const,
    mutationFn: async (input: AddKnowledgeLinkInput) =>
      parseReply(KnowledgeLinkSchema, `POST ${linksPath}`, await api.request('POST', linksPath, { body: input })),
    onSuccess: (_reply, _input, _onMutateResult, { client }) =>
      client.invalidateQueries({ queryKey: knowledgeMapKeys.map }),
  });
}

/** `DELETE /api/admin/knowledge-map/links/:id` (admins; audited); the map is read again. */
export function removeKnowledgeLinkMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['DELETE', linksPath] as const,
    mutationFn: async (id: Id) => {
      await api.request('DELETE', knowledgeMapPaths.link(id));
    },
    onSuccess: (_reply, _id, _onMutateResult, { client }) =>
      client.invalidateQueries({ queryKey: knowledgeMapKeys.map }),
  });
}
