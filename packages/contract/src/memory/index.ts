// What Selene remembers about a user (issue 20 item 3): the user's own list in /preferences and the
// admin's /memory-explorer. An entry point of its own (`@app/contract/memory`): only the lazy pages,
// the server and the mocks read it.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';
import { type Id, IdSchema, IsoTimeSchema } from '../schemas/common';

export const memoryKinds = ['fact', 'preference', 'birth-data', 'recurring-theme'] as const;
export type MemoryKind = (typeof memoryKinds)[number];

export const MemorySchema = v.object({
  id: IdSchema,
  kind: v.picklist(memoryKinds),
  text: v.string(),
  /** The message it came from and its conversation (null once that message is deleted). */
  sourceMessageId: v.nullable(IdSchema),
  conversationId: v.nullable(IdSchema),
  /** The start of that message, to show where the memory came from. */
  sourceSnippet: v.nullable(v.string()),
  /** The admin's view only: whether that conversation opens in /conversations (it has a rated reply). */
  conversationOpens: v.optional(v.boolean()),
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
});
export type Memory = v.InferOutput<typeof MemorySchema>;

export const MemoryListSchema = v.object({ memories: v.array(MemorySchema) });
export type MemoryList = v.InferOutput<typeof MemoryListSchema>;

export const DeletedMemoriesSchema = v.object({ deleted: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** The admin explorer's user list: who has memories, and how many. */
export const MemoryUserSchema = v.object({ id: IdSchema, username: v.string(), memoryCount: v.number() });
export const MemoryUserListSchema = v.object({ users: v.array(MemoryUserSchema) });
export type MemoryUser = v.InferOutput<typeof MemoryUserSchema>;
export type MemoryUserList = v.InferOutput<typeof MemoryUserListSchema>;

/** The admin search, in characters. */
export const memoryUserSearchMax = 60;

const ownPath = '/api/memories';
const adminUsersPath = '/api/admin/memories/users';
const segment = (id: Id) => encodeURIComponent(String(id));

export const memoryPaths = {
  own: ownPath,
  ownMemory: (id: Id) => `${ownPath}/${segment(id)}`,
  users: (search = '') =>
    search.trim() ? `${adminUsersPath}?search=${encodeURIComponent(search.trim())}` : adminUsersPath,
  userMemories: (userId: Id) => `${adminUsersPath}/${segment(userId)}`,
  userMemory: (userId: Id, id: Id) => `${adminUsersPath}/${segment(userId)}/${segment(id)}`,
} as const;

/** The route templates (the mocks' handlers and the mutation keys). */
export const memoryRoutes = {
  listOwn: { method: 'GET', path: ownPath },
  deleteOwn: { method: 'DELETE', path: `${ownPath}/{id}` },
  deleteAllOwn: { method: 'DELETE', path: ownPath },
  users: { method: 'GET', path: adminUsersPath },
  userMemories: { method: 'GET', path: `${adminUsersPath}/{userId}` },
  deleteUserMemory: { method: 'DELETE', path: `${adminUsersPath}/{userId}/{id}` },
} as const;

export const memoryKeys = {
  own: [ownPath] as const,
  users: (search: string) => [adminUsersPath, search.trim()] as const,
  userMemories: (userId: Id) => [adminUsersPath, 'memories', userId] as const,
};

/** `GET /api/memories`: what Selene remembers about the signed-in user. */
export function ownMemoriesQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: memoryKeys.own,
    queryFn: async ({ signal }) => parseReply(MemoryListSchema, `GET ${ownPath}`, await api.read(ownPath, { signal })),
  });
}

/** `DELETE /api/memories/:id`, or every one with `'all'`; the list is read again. */
export function deleteOwnMemoryMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['DELETE', ownPath] as const,
    mutationFn: async (id: Id | 'all') => {
      await api.request('DELETE', id === 'all' ? ownPath : memoryPaths.ownMemory(id));
    },
    onSuccess: (_reply, _id, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: memoryKeys.own }),
  });
}

/** `GET /api/admin/memories/users?search=`: users with their memory counts (admins). */
export function memoryUsersQueryOptions(search: string, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: memoryKeys.users(search),
    queryFn: async ({ signal }) =>
      parseReply(MemoryUserListSchema, `GET ${adminUsersPath}`, await api.read(memoryPaths.users(search), { signal })),
  });
}

/** `GET /api/admin/memories/users/:userId` (admins; audited on the server). */
export function userMemoriesQueryOptions(userId: Id, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: memoryKeys.userMemories(userId),
    queryFn: async ({ signal }) =>
      parseReply(
        MemoryListSchema,
        `GET ${adminUsersPath}/:userId`,
        await api.read(memoryPaths.userMemories(userId), { signal }),
      ),
  });
}

/** Every cached list of people with their counts (`memoryKeys.users`, whatever the search). */
const isUsersKey = (key: readonly unknown[]) => key.length === 2 && key[0] === adminUsersPath;

/**
 * `DELETE /api/admin/memories/users/:userId/:id` (admins; audited). The person's count drops at
 * once in every cached list (a person left with none leaves it), so a list read that was already
 * under way cannot show the old count; then that user's memories and the lists are read again.
 */
export function deleteUserMemoryMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['DELETE', `${adminUsersPath}/memory`] as const,
    mutationFn: async ({ userId, id }: { userId: Id; id: Id }) => {
      await api.request('DELETE', memoryPaths.userMemory(userId, id));
    },
    onSuccess: async (_reply, { userId }, _onMutateResult, { client }) => {
      await client.cancelQueries({ predicate: (query) => isUsersKey(query.queryKey) });
      client.setQueriesData<MemoryUserList>({ predicate: (query) => isUsersKey(query.queryKey) }, (list) =>
        list
          ? {
              users: list.users
                .map((user) =>
                  String(user.id) === String(userId) ? { ...user, memoryCount: user.memoryCount - 1 } : user,
                )
                .filter((user) => user.memoryCount > 0),
            }
          : list,
      );
      await client.invalidateQueries({ queryKey: [adminUsersPath] });
    },
  });
}
