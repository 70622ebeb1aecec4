// The assistant's personas (DECISIONS "Pages", Selene): Selene and Orion, each a draft and every
// published version, edited by admins at /training/{name}. An entry point of its own
// (`@app/contract/personas`): only the admin pages, the server and the mocks read it, so the shell's
// entry never carries it.
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseReply } from './parse';
import { type ApiClient, defaultApiClient } from './request';
import { hasControlCharacters, IsoTimeSchema } from './schemas/common';
import { personaKeys, personaNames } from './schemas/preferences';

/** The personas, by key (the key is the path segment of `/training/{key}` and the preference value). */
export { personaKeys, personaNames };
export type PersonaKey = (typeof personaKeys)[number];

/** The persona a user has before choosing one. */
export const defaultPersonaKey: PersonaKey = 'selene';

/** The knowledge domains a persona may speak for. */
export const personaDomains = ['Psychology', 'Astrology', 'Esoteric Wisdom'] as const;

/** The placeholder the greeting and the thanks put the person's name in. */
export const namePlaceholder = '{name}';

/** How long each part of a persona may be, in characters (after trimming), and how many of the listed parts. */
export const personaLimits = {
  voice: 1_000,
  systemPrompt: 4_000,
  phrase: 400,
  rule: 300,
  rules: 12,
  exampleText: 1_000,
  examples: 6,
  question: 1_000,
} as const;

/** Every user-facing string of the personas' contract: field errors. */
export const personaContractMessages = {
  required: 'This field cannot be empty.',
  tooLong: (max: number) => `Keep this to ${max} characters or fewer.`,
  tooMany: (max: number) => `Keep this list to ${max} entries or fewer.`,
  control: 'Remove the invisible control characters from this field.',
  domains: `Choose at least one domain among ${personaDomains.join(', ')}.`,
  needsName: `Keep ${namePlaceholder} where the person's name goes.`,
  version: 'Choose a published version.',
} as const;

const text = personaContractMessages;

/** Trimmed, non-empty text of at most `max` characters, without control characters (line breaks are allowed). */
const PersonaText = (max: number) =>
  v.pipe(
    v.string(text.required),
    v.check((value) => !hasControlCharacters(value), text.control),
    v.trim(),
    v.nonEmpty(text.required),
    v.maxLength(max, text.tooLong(max)),
  );

const Phrase = PersonaText(personaLimits.phrase);
const NamedPhrase = v.pipe(
  Phrase,
  v.check((value) => value.includes(namePlaceholder), text.needsName),
);

/**
 * The fixed phrases of the offline provider: the greeting and the thanks (with `{name}`), the
 * invitation after a greeting, the section headings, and the note when the birth data is missing.
 */
export const PersonaPhrasingSchema = v.object({
  greeting: NamedPhrase,
  greetingInvite: Phrase,
  thanks: NamedPhrase,
  skyHeading: Phrase,
  chartHeading: Phrase,
  teachingHeading: Phrase,
  practiceHeading: Phrase,
  reflectHeading: Phrase,
  sources: Phrase,
  noBirthData: Phrase,
  plannerHeading: Phrase,
});
export type PersonaPhrasing = v.InferOutput<typeof PersonaPhrasingSchema>;

/** The phrasing fields in the order the editor shows them. */
export const personaPhrasingFields = [
  'greeting',
  'greetingInvite',
  'thanks',
  'skyHeading',
  'chartHeading',
  'teachingHeading',
  'practiceHeading',
  'reflectHeading',
  'sources',
  'noBirthData',
  'plannerHeading',
] as const satisfies readonly (keyof PersonaPhrasing)[];

export const PersonaExampleSchema = v.object({
  question: PersonaText(personaLimits.exampleText),
  answer: PersonaText(personaLimits.exampleText),
});
export type PersonaExample = v.InferOutput<typeof PersonaExampleSchema>;

/**
 * What a persona is: its voice and tone, the domains it speaks for, its guidance rules, example
 * exchanges, the system prompt an OpenAI-compatible model receives (the safety rule, the format,
 * the sky and the teachings are added by the server, never editable), and the offline phrasing.
 */
export const PersonaContentSchema = v.object({
  voice: PersonaText(personaLimits.voice),
  domains: v.pipe(
    v.array(v.picklist(personaDomains, text.domains), text.domains),
    v.minLength(1, text.domains),
    v.check((list) => new Set(list).size === list.length, text.domains),
  ),
  guidanceRules: v.pipe(
    v.array(PersonaText(personaLimits.rule)),
    v.maxLength(personaLimits.rules, text.tooMany(personaLimits.rules)),
  ),
  examples: v.pipe(
    v.array(PersonaExampleSchema),
    v.maxLength(personaLimits.examples, text.tooMany(personaLimits.examples)),
  ),
  systemPrompt: PersonaText(personaLimits.systemPrompt),
  phrasing: PersonaPhrasingSchema,
});
export type PersonaContent = v.InferOutput<typeof PersonaContentSchema>;

const PersonaKeySchema = v.picklist(personaKeys);
const VersionSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** One published version: a snapshot of the content, never changed afterwards. */
export const PersonaVersionSchema = v.object({
  version: VersionSchema,
  content: PersonaContentSchema,
  publishedAt: IsoTimeSchema,
  /** The admin who published it; null for the first version (seeded) or a deleted account. */
  publishedBy: v.nullable(v.string()),
  /** A rollback's source: the version whose content this one copies. */
  rolledBackFrom: v.nullable(VersionSchema),
});
export type PersonaVersion = v.InferOutput<typeof PersonaVersionSchema>;

/** `/training`'s row of a persona. */
export const PersonaSummarySchema = v.object({
  key: PersonaKeySchema,
  name: v.string(),
  publishedVersion: VersionSchema,
  publishedAt: IsoTimeSchema,
  /** Whether the draft differs from the published version (unpublished changes). */
  hasDraftChanges: v.boolean(),
  draftUpdatedAt: IsoTimeSchema,
});
export type PersonaSummary = v.InferOutput<typeof PersonaSummarySchema>;
export const PersonaListSchema = v.array(PersonaSummarySchema);

/** `GET /api/admin/personas/{key}`: the draft and the published version. */
export const PersonaDetailSchema = v.object({
  key: PersonaKeySchema,
  name: v.string(),
  draft: PersonaContentSchema,
  draftUpdatedAt: IsoTimeSchema,
  hasDraftChanges: v.boolean(),
  published: PersonaVersionSchema,
});
export type PersonaDetail = v.InferOutput<typeof PersonaDetailSchema>;

/** `GET /api/admin/personas/{key}/versions`: every published version, newest first. */
export const PersonaHistorySchema = v.object({
  key: PersonaKeySchema,
  name: v.string(),
  versions: v.array(PersonaVersionSchema),
});
export type PersonaHistory = v.InferOutput<typeof PersonaHistorySchema>;

/** `POST /api/admin/personas/{key}/test` body: a question asked of the draft and of the published version. */
export const PersonaTestInputSchema = v.object({ question: PersonaText(personaLimits.question) });
export type PersonaTestInput = v.InferOutput<typeof PersonaTestInputSchema>;

/** Both answers of the test console. A crisis question is answered with the crisis help by both. */
export const PersonaTestReplySchema = v.object({
  draft: v.object({ content: v.string() }),
  published: v.object({ content: v.string(), version: VersionSchema }),
  crisis: v.boolean(),
});
export type PersonaTestReply = v.InferOutput<typeof PersonaTestReplySchema>;

/** `POST /api/admin/personas/{key}/rollback` body: the version whose content is published again. */
export const PersonaRollbackInputSchema = v.object({ version: v.pipe(v.number(text.version), VersionSchema) });
export type PersonaRollbackInput = v.InferOutput<typeof PersonaRollbackInputSchema>;

/** The persona as a run of labelled lines, for the history's line diff. Pure. */
export function personaContentLines(content: PersonaContent): string[] {
  const lines: string[] = [];
  const block = (label: string, value: string) => {
    for (const [index, line] of value.split('\n').entries()) lines.push(index === 0 ? `${label}: ${line}` : line);
  };
  block('Voice and tone', content.voice);
  lines.push(`Domains: ${content.domains.join(', ')}`);
  for (const [index, rule] of content.guidanceRules.entries()) block(`Rule ${index + 1}`, rule);
  for (const [index, example] of content.examples.entries()) {
    block(`Example ${index + 1} question`, example.question);
    block(`Example ${index + 1} answer`, example.answer);
  }
  block('System prompt', content.systemPrompt);
  for (const field of personaPhrasingFields) block(`Phrase ${field}`, content.phrasing[field]);
  return lines;
}

// The calls.

const base = '/api/admin/personas';
export const personaPaths = {
  list: base,
  detail: (key: PersonaKey) => `${base}/${key}`,
  draft: (key: PersonaKey) => `${base}/${key}/draft`,
  test: (key: PersonaKey) => `${base}/${key}/test`,
  publish: (key: PersonaKey) => `${base}/${key}/publish`,
  versions: (key: PersonaKey) => `${base}/${key}/versions`,
  rollback: (key: PersonaKey) => `${base}/${key}/rollback`,
} as const;

/** Query keys: everything under `all`, so a publish or rollback refreshes the list, the detail and the history. */
export const personaKeysOf = {
  all: [base] as const,
  list: [base, 'list'] as const,
  detail: (key: PersonaKey) => [base, key, 'detail'] as const,
  versions: (key: PersonaKey) => [base, key, 'versions'] as const,
};

/** `GET /api/admin/personas` (admins): every persona with its published version and draft state. */
export function personasQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: personaKeysOf.list,
    queryFn: async ({ signal }) =>
      parseReply(PersonaListSchema, `GET ${personaPaths.list}`, await api.read(personaPaths.list, { signal })),
  });
}

/** `GET /api/admin/personas/{key}` (admins): the draft and the published version. */
export function personaQueryOptions(key: PersonaKey, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: personaKeysOf.detail(key),
    queryFn: async ({ signal }) =>
      parseReply(PersonaDetailSchema, `GET ${base}/{key}`, await api.read(personaPaths.detail(key), { signal })),
  });
}

/** `GET /api/admin/personas/{key}/versions` (admins): every published version, newest first. */
export function personaVersionsQueryOptions(key: PersonaKey, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: personaKeysOf.versions(key),
    queryFn: async ({ signal }) =>
      parseReply(
        PersonaHistorySchema,
        `GET ${base}/{key}/versions`,
        await api.read(personaPaths.versions(key), { signal }),
      ),
  });
}

/** A changed persona goes into the cache; the list and the history are refreshed. */
function storeDetail(client: QueryClient, detail: PersonaDetail): Promise<void> {
  client.setQueryData(personaKeysOf.detail(detail.key), detail);
  return Promise.all([
    client.invalidateQueries({ queryKey: personaKeysOf.list }),
    client.invalidateQueries({ queryKey: personaKeysOf.versions(detail.key) }),
  ]).then(() => undefined);
}

/** `PUT /api/admin/personas/{key}/draft` (admins): saves the draft (the published version is unchanged). */
export function savePersonaDraftMutationOptions(key: PersonaKey, api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['PUT', `${base}/{key}/draft`, key] as const,
    mutationFn: async (content: PersonaContent) =>
      parseReply(
        PersonaDetailSchema,
        `PUT ${base}/{key}/draft`,
        await api.request('PUT', personaPaths.draft(key), { body: content }),
      ),
    retry: false,
    onSuccess: (detail, _input, _result, { client }) => storeDetail(client, detail),
  });
}

/** `POST /api/admin/personas/{key}/test` (admins): the draft's and the published version's answers. Not a prompt. */
export function testPersonaMutationOptions(key: PersonaKey, api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', `${base}/{key}/test`, key] as const,
    mutationFn: async (input: PersonaTestInput) =>
      parseReply(
        PersonaTestReplySchema,
        `POST ${base}/{key}/test`,
        await api.request('POST', personaPaths.test(key), { body: input }),
      ),
    retry: false,
  });
}

/** `POST /api/admin/personas/{key}/publish` (admins): the draft becomes the newest version. */
export function publishPersonaMutationOptions(key: PersonaKey, api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', `${base}/{key}/publish`, key] as const,
    mutationFn: async () =>
      parseReply(
        PersonaDetailSchema,
        `POST ${base}/{key}/publish`,
        await api.request('POST', personaPaths.publish(key), { body: {} }),
      ),
    retry: false,
    onSuccess: (detail, _input, _result, { client }) => storeDetail(client, detail),
  });
}

/** `POST /api/admin/personas/{key}/rollback` (admins): a copy of an old version is published as the newest. */
export function rollbackPersonaMutationOptions(key: PersonaKey, api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', `${base}/{key}/rollback`, key] as const,
    mutationFn: async (input: PersonaRollbackInput) =>
      parseReply(
        PersonaDetailSchema,
        `POST ${base}/{key}/rollback`,
        await api.request('POST', personaPaths.rollback(key), { body: input }),
      ),
    retry: false,
    onSuccess: (detail, _input, _result, { client }) => storeDetail(client, detail),
  });
}
