// The enhancer (issue 20 item 6): an admin picks a teaching or a suggested prompt, the assistant's
// provider proposes a clearer version, the page shows it as a diff, the admin accepts (the text is
// updated and audit-logged) or rejects (nothing changes). An entry point of its own
// (`@app/contract/enhancer`): only the lazy page, the server and the mocks read it.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';

export const enhanceKinds = ['teaching', 'prompt'] as const;
export type EnhanceKind = (typeof enhanceKinds)[number];

/** What a proposal changed: the offline provider's rules, or `rewritten` by a model. */
export const enhanceChanges = [
  'whitespace',
  'abbreviations',
  'repeated-words',
  'run-on',
  'sentence-case',
  'punctuation',
  'rewritten',
] as const;
export type EnhanceChange = (typeof enhanceChanges)[number];

/** The longest text the enhancer takes (a teaching's limit, in characters). */
export const enhanceTextMax = 100_000;

/** A teaching's id is a number; a suggested prompt's is its slug (`read-my-natal-chart`). */
const TargetIdSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/)),
]);

/** One text the enhancer can improve. */
export const EnhanceItemSchema = v.object({
  kind: v.picklist(enhanceKinds),
  id: TargetIdSchema,
  title: v.string(),
  domain: v.string(),
  text: v.string(),
});
export type EnhanceItem = v.InferOutput<typeof EnhanceItemSchema>;

export const EnhanceItemsSchema = v.object({
  teachings: v.array(EnhanceItemSchema),
  prompts: v.array(EnhanceItemSchema),
});
export type EnhanceItems = v.InferOutput<typeof EnhanceItemsSchema>;

export const EnhanceTargetSchema = v.object({ kind: v.picklist(enhanceKinds), id: TargetIdSchema });
export type EnhanceTarget = v.InferOutput<typeof EnhanceTargetSchema>;

/** The provider's proposal; nothing is stored until it is accepted. */
export const EnhanceProposalSchema = v.object({
  kind: v.picklist(enhanceKinds),
  id: TargetIdSchema,
  title: v.string(),
  original: v.string(),
  proposed: v.string(),
  changes: v.array(v.picklist(enhanceChanges)),
  provider: v.string(),
});
export type EnhanceProposal = v.InferOutput<typeof EnhanceProposalSchema>;

/**
 * Accepting: the text the proposal was made from (the server answers 409 if it changed since) and
 * the proposed text, which becomes the teaching's content or the prompt's text.
 */
export const EnhanceAcceptInputSchema = v.object({
  kind: v.picklist(enhanceKinds),
  id: TargetIdSchema,
  original: v.pipe(v.string(), v.maxLength(enhanceTextMax)),
  proposed: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(enhanceTextMax)),
});
export type EnhanceAcceptInput = v.InferOutput<typeof EnhanceAcceptInputSchema>;

const base = '/api/admin/enhancer';
export const enhancerRoutes = {
  items: { method: 'GET', path: `${base}/items` },
  propose: { method: 'POST', path: `${base}/proposals` },
  accept: { method: 'POST', path: `${base}/accept` },
} as const;

export const enhancerKeys = { items: [enhancerRoutes.items.path] as const };

/**
 * A text as the diff shows it: each sentence of prose on its own line (a stop then a capital: "e.g. anger"
 * stays whole), markdown lines as they are,
 * a blank line between paragraphs kept as an empty line.
 */
export function enhanceDiffLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .flatMap((paragraph, index) => {
      const lines = paragraph
        .split('\n')
        .flatMap((line) =>
          /^\s*(#|[-*+]\s|\d+[.)]\s|>)/.test(line) ? [line] : line.split(/(?<=[.!?])\s+(?=["'([]?[A-Z0-9])/),
        )
        .map((line) => line.replace(/\s+$/, ''))
        .filter((line) => line.trim() !== '');
      return index === 0 ? lines : ['', ...lines];
    });
}

/** `GET /api/admin/enhancer/items`: the teachings and the suggested prompts (admins). */
export function enhanceItemsQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: enhancerKeys.items,
    queryFn: async ({ signal }) =>
      parseReply(
        EnhanceItemsSchema,
        `GET ${enhancerRoutes.items.path}`,
        await api.read(enhancerRoutes.items.path, { signal }),
      ),
  });
}

/** `POST /api/admin/enhancer/proposals`: the provider's clearer version; nothing is stored. */
export function enhanceProposalMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', enhancerRoutes.propose.path] as const,
    mutationFn: async (target: EnhanceTarget) =>
      parseReply(
        EnhanceProposalSchema,
        `POST ${enhancerRoutes.propose.path}`,
        await api.request('POST', enhancerRoutes.propose.path, { body: target }),
      ),
  });
}

/** `POST /api/admin/enhancer/accept`: the proposal becomes the text (audit-logged); the items are read again. */
export function acceptEnhancementMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', enhancerRoutes.accept.path] as const,
    mutationFn: async (input: EnhanceAcceptInput) =>
      parseReply(
        EnhanceItemSchema,
        `POST ${enhancerRoutes.accept.path}`,
        await api.request('POST', enhancerRoutes.accept.path, { body: input }),
      ),
    onSuccess: (_reply, _input, _onMutateResult, { client }) =>
      client.invalidateQueries({ queryKey: enhancerKeys.items }),
  });
}
