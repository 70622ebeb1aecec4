// Personal API tokens (issue 19 item 8): an admin makes a token for scripts that call the API with
// `Authorization: Bearer <token>`. A token is shown once, stored as its SHA-256, scoped `read` (GET
// calls) or `chat` (also the chat send calls), expires, and can be revoked. An entry point of its own
// (`@app/contract/apiTokens`): only the lazy page, the server and the mocks read it.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';
import { hasControlCharacters, type Id, IdSchema, IsoTimeSchema } from '../schemas/common';

/** What a token may do: `read` admits GET calls; `chat` also admits sending chat messages. */
export const apiTokenScopes = ['read', 'chat'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** The lifetimes offered, in days. */
export const apiTokenExpiryDays = [7, 30, 90, 365] as const;
export type ApiTokenExpiryDays = (typeof apiTokenExpiryDays)[number];

/** At most this many live (neither expired nor revoked) tokens per account. */
export const maxLiveApiTokens = 10;

/** A token's name, in characters after trimming. */
export const apiTokenNameLimits = { min: 1, max: 60 } as const;

/** Every token starts with this (a secret scanner, and a person, recognises it). */
export const apiTokenPrefix = 'mh_';

/** The rules' words (the server answers them in its 400s; the form shows them under the fields). */
export const apiTokenMessages = {
  nameRequired: 'Give the token a name.',
  nameTooLong: `Keep the name to ${apiTokenNameLimits.max} characters.`,
  controlCharacters: 'Remove the invisible control characters from this field.',
  scope: 'Choose a scope: read or chat.',
  expiry: `Choose an expiry: ${apiTokenExpiryDays.join(', ')} days.`,
} as const;
const text = apiTokenMessages;

// ---- Replies ----

/** One token as the list shows it (never the secret). */
export const ApiTokenSchema = v.object({
  id: IdSchema,
  name: v.string(),
  scope: v.picklist(apiTokenScopes),
  /** The first characters of the token (`mh_` and four more), to tell tokens apart. */
  hint: v.string(),
  createdAt: IsoTimeSchema,
  expiresAt: IsoTimeSchema,
  /** Updated at most once a minute; null when never used. */
  lastUsedAt: v.nullable(IsoTimeSchema),
  revokedAt: v.nullable(IsoTimeSchema),
  /** Whether it can be used now, by the server's clock. */
  status: v.picklist(['active', 'revoked', 'expired']),
});
export type ApiToken = v.InferOutput<typeof ApiTokenSchema>;

/** `GET /api/api-tokens`: the caller's tokens, newest first, with the live limit. */
export const ApiTokenListSchema = v.object({
  tokens: v.array(ApiTokenSchema),
  maxLive: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ApiTokenList = v.InferOutput<typeof ApiTokenListSchema>;

/** `POST /api/api-tokens`: the new token and, this once, its secret. */
export const CreatedApiTokenSchema = v.object({
  token: ApiTokenSchema,
  secret: v.pipe(v.string(), v.startsWith(apiTokenPrefix)),
});
export type CreatedApiToken = v.InferOutput<typeof CreatedApiTokenSchema>;

// ---- Inputs ----

/** `POST /api/api-tokens`. */
export const ApiTokenInputSchema = v.object({
  name: v.pipe(
    v.optional(v.string(text.nameRequired), ''),
    v.check((value) => !hasControlCharacters(value), text.controlCharacters),
    v.trim(),
    v.nonEmpty(text.nameRequired),
    v.maxLength(apiTokenNameLimits.max, text.nameTooLong),
  ),
  // A missing field reads as a wrong one, so the form names it in its own words.
  scope: v.pipe(v.optional(v.string(text.scope), ''), v.picklist(apiTokenScopes, text.scope)),
  expiresInDays: v.pipe(v.optional(v.number(text.expiry), 0), v.picklist(apiTokenExpiryDays, text.expiry)),
});
/** What the form sends. */
export interface ApiTokenInput {
  name: string;
  scope: ApiTokenScope;
  expiresInDays: ApiTokenExpiryDays;
}
/** The input as the server reads it (trimmed, checked). */
export type ApiTokenRequest = v.InferOutput<typeof ApiTokenInputSchema>;

/** What is wrong with a name, or null (the form's check). */
export function apiTokenNameError(name: string): string | null {
  const result = v.safeParse(ApiTokenInputSchema.entries.name, name);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** A token's status at `now`. */
export const apiTokenStatusAt = (token: Pick<ApiToken, 'revokedAt' | 'expiresAt'>, now: Date): ApiToken['status'] =>
  token.revokedAt !== null ? 'revoked' : new Date(token.expiresAt).getTime() > now.getTime() ? 'active' : 'expired';

// ---- Paths, keys and the calls ----

const tokensPath = '/api/api-tokens';

export const apiTokenPaths = {
  tokens: tokensPath,
  token: (id: Id) => `${tokensPath}/${encodeURIComponent(String(id))}`,
} as const;

/** The route templates (the mocks' handlers and the mutation keys). */
export const apiTokenRoutes = {
  list: { method: 'GET', path: tokensPath },
  create: { method: 'POST', path: tokensPath },
  revoke: { method: 'DELETE', path: `${tokensPath}/{id}` },
} as const;

export const apiTokenKeys = { all: [tokensPath] as const };

/** `GET /api/api-tokens` (admins): their own tokens. */
export function apiTokensQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: apiTokenKeys.all,
    queryFn: async ({ signal }) =>
      parseReply(ApiTokenListSchema, 'GET /api/api-tokens', await api.read(tokensPath, { signal })),
  });
}

/** `POST /api/api-tokens`: answers the secret once; the list is read again. */
export function createApiTokenMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', tokensPath] as const,
    mutationFn: async (input: ApiTokenInput) =>
      parseReply(CreatedApiTokenSchema, 'POST /api/api-tokens', await api.request('POST', tokensPath, { body: input })),
    onSuccess: (_reply, _input, _onMutateResult, { client }) =>
      client.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

/** `DELETE /api/api-tokens/{id}`: revokes one of the caller's tokens (404 for another's). */
export function revokeApiTokenMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['DELETE', apiTokenRoutes.revoke.path] as const,
    mutationFn: async ({ id }: { id: Id }) =>
      parseReply(ApiTokenSchema, 'DELETE /api/api-tokens/{id}', await api.request('DELETE', apiTokenPaths.token(id))),
    onSuccess: (_reply, _input, _onMutateResult, { client }) =>
      client.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
