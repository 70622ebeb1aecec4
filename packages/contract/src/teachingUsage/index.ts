// How Selene used the teachings (issue 19 item 11): for each teaching, how many replies drew on it
// and how the people asking rated those replies. A teacher sees their own teachings; an admin sees
// everyone's. An entry point of its own (`@app/contract/teachingUsage`): only the knowledge base
// page, the server and the mocks read it.
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';
import { IdSchema, IsoTimeSchema } from '../schemas/common';

export const teachingUsagePath = '/api/teachings/usage';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One teaching's use in replies. */
export const TeachingUsageSchema = v.object({
  teachingId: IdSchema,
  title: v.string(),
  domain: v.string(),
  /** Who added it; null for the starting knowledge base or a deleted account. */
  author: v.nullable(v.string()),
  /** Replies that drew on it (named it). */
  uses: count,
  /** Feedback on those replies. */
  helpful: count,
  notHelpful: count,
  /** The newest such reply; null when never drawn on. */
  lastUsedAt: v.nullable(IsoTimeSchema),
});
export type TeachingUsage = v.InferOutput<typeof TeachingUsageSchema>;

/** `GET /api/teachings/usage`: most used first; `scope` says whose teachings these are. */
export const TeachingUsageListSchema = v.object({
  scope: v.picklist(['own', 'all']),
  teachings: v.array(TeachingUsageSchema),
});
export type TeachingUsageList = v.InferOutput<typeof TeachingUsageListSchema>;

export const teachingUsageKeys = { all: ['GET', teachingUsagePath] as const };

export function teachingUsageQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: teachingUsageKeys.all,
    queryFn: async ({ signal }) =>
      parseReply(TeachingUsageListSchema, `GET ${teachingUsagePath}`, await api.read(teachingUsagePath, { signal })),
  });
}
