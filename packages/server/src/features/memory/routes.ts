// Selene's memories over HTTP (issue 20 item 3): a user lists and deletes their own; an admin lists
// users with counts, opens one user's memories and deletes one, each written to the audit log.
import { hasRole } from '@app/contract';
import {
  DeletedMemoriesSchema,
  MemoryListSchema,
  MemoryUserListSchema,
  memoryUserSearchMax,
} from '@app/contract/memory';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError } from '../../http/errors';
import { idParam, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { insertAuditRecord } from '../audit/repository';
import { conversationsWithRatings } from '../feedbackConversations/repository';
import { deleteAllMemories, deleteMemory, type MemoryRow, memoriesOf, usersWithMemoryCounts } from './repository';

const text = serverMessages.memory;

function requireAdmin(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

/** The contract's shape: the internal key stays on the server. */
const shown = ({ key: _key, ...memory }: MemoryRow) => memory;

export function memoryRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/memories', async (c) => {
    const user = requireUser(c);
    return replyJson(c, MemoryListSchema, { memories: (await memoriesOf(deps.storage, user.id)).map(shown) });
  });

  app.delete('/api/memories/:id', async (c) => {
    const user = requireUser(c);
    const id = idParam(c, 'id', text.notFound);
    // Another user's memory is not found: the query is scoped to the signed-in user.
    if (!(await deleteMemory(deps.storage, user.id, id))) throw new HttpError(404, { message: text.notFound });
    return c.body(null, 204);
  });

  app.delete('/api/memories', async (c) => {
    const user = requireUser(c);
    return replyJson(c, DeletedMemoriesSchema, { deleted: await deleteAllMemories(deps.storage, user.id) });
  });

  app.get('/api/admin/memories/users', async (c) => {
    requireAdmin(c);
    const search = (c.req.query('search') ?? '').trim();
    if (search.length > memoryUserSearchMax) {
      throw new HttpError(400, { message: text.searchTooLong(memoryUserSearchMax) });
    }
    return replyJson(c, MemoryUserListSchema, { users: await usersWithMemoryCounts(deps.storage, search) });
  });

  app.get('/api/admin/memories/users/:userId', async (c) => {
    const admin = requireAdmin(c);
    const userId = idParam(c, 'userId', text.userNotFound);
    const exists = await deps.storage.query('SELECT 1 FROM users WHERE id = $1', [userId]);
    if (exists.length === 0) throw new HttpError(404, { message: text.userNotFound });
    const memories = await memoriesOf(deps.storage, userId);
    // Opening a user's memories is reading their data: audited.
    await insertAuditRecord(
      deps.storage,
      { actorUserId: admin.id, action: 'memory.viewed', targetUserId: userId, details: { count: memories.length } },
      deps.now(),
    );
    const opens = await conversationsWithRatings(
      deps.storage,
      memories.flatMap((memory) => (memory.conversationId === null ? [] : [memory.conversationId])),
    );
    return replyJson(c, MemoryListSchema, {
      memories: memories.map((memory) => ({
        ...shown(memory),
        conversationOpens: memory.conversationId !== null && opens.has(memory.conversationId),
      })),
    });
  });

  app.delete('/api/admin/memories/users/:userId/:id', async (c) => {
    const admin = requireAdmin(c);
    const userId = idParam(c, 'userId', text.userNotFound);
    const id = idParam(c, 'id', text.notFound);
    const deleted = await deleteMemory(deps.storage, userId, id);
    if (!deleted) throw new HttpError(404, { message: text.notFound });
    await insertAuditRecord(
      deps.storage,
      {
        actorUserId: admin.id,
        action: 'memory.deleted',
        targetUserId: userId,
        details: { memoryId: id, kind: deleted.kind },
      },
      deps.now(),
    );
    return c.body(null, 204);
  });
}
