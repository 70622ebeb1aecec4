// The knowledge map over HTTP (issue 20 item 7), admins only: the map (teachings, links and
// suggestions), and adding or removing a link, each written to the audit log.
import { hasRole } from '@app/contract';
import {
  AddKnowledgeLinkInputSchema,
  KnowledgeLinkSchema,
  KnowledgeMapSchema,
  linkPair,
  knowledgeMapMessages as text,
} from '@app/contract/knowledgeMap';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError } from '../../http/errors';
import { idParam, readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { insertAuditRecord } from '../audit/repository';
import { allLinks, deleteLink, insertLink, mapTeachings, teachingsByIds } from './repository';
import { isMapDomain, sharedThemes, suggestLinks } from './service';

function requireAdmin(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

const refused = (field: string, message: string) => new HttpError(400, { message, errors: [{ field, message }] });

export function knowledgeMapRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/admin/knowledge-map', async (c) => {
    requireAdmin(c);
    const [teachings, links] = await Promise.all([mapTeachings(deps.storage), allLinks(deps.storage)]);
    const nodes = teachings.filter((teaching) => isMapDomain(teaching.domain));
    return replyJson(c, KnowledgeMapSchema, {
      teachings: nodes.flatMap(({ id, title, domain, tags }) =>
        isMapDomain(domain) ? [{ id, title, domain, tags }] : [],
      ),
      links,
      suggestions: suggestLinks(nodes, links),
    });
  });

  app.post('/api/admin/knowledge-map/links', async (c) => {
    const admin = requireAdmin(c);
    const input = await readJson(c, AddKnowledgeLinkInputSchema);
    if (input.fromId === input.toId) throw refused('toId', text.sameTeaching);
    const [a, b] = linkPair(input.fromId, input.toId);
    const pair = await teachingsByIds(deps.storage, [a, b]);
    const first = pair.find((teaching) => teaching.id === a);
    const second = pair.find((teaching) => teaching.id === b);
    if (!first || !second) throw new HttpError(404, { message: text.teachingNotFound });
    if (first.domain === second.domain || !isMapDomain(first.domain) || !isMapDomain(second.domain)) {
      throw refused('toId', text.sameDomain);
    }
    // The themes are those the pair shares among all the teachings (what made words rare is the whole base).
    const { themes } = sharedThemes(await mapTeachings(deps.storage), a, b);
    const link = await insertLink(deps.storage, { a, b, themes, createdBy: admin.id }, deps.now());
    if (!link) throw new HttpError(409, { message: text.duplicate });
    await insertAuditRecord(
      deps.storage,
      {
        actorUserId: admin.id,
        action: 'knowledgeLink.added',
        targetUserId: null,
        // The audit page reads `after` (what now exists) and `before` (what was removed).
        details: { after: { linkId: link.id, fromId: a, toId: b, fromTitle: first.title, toTitle: second.title } },
      },
      deps.now(),
    );
    return replyJson(c, KnowledgeLinkSchema, link, 201);
  });

  app.delete('/api/admin/knowledge-map/links/:id', async (c) => {
    const admin = requireAdmin(c);
    const id = idParam(c, 'id', text.linkNotFound);
    const link = await deleteLink(deps.storage, id);
    if (!link) throw new HttpError(404, { message: text.linkNotFound });
    const titles = new Map(
      (await teachingsByIds(deps.storage, [link.fromId, link.toId])).map((teaching) => [teaching.id, teaching.title]),
    );
    await insertAuditRecord(
      deps.storage,
      {
        actorUserId: admin.id,
        action: 'knowledgeLink.removed',
        targetUserId: null,
        details: {
          before: {
            linkId: link.id,
            fromId: link.fromId,
            toId: link.toId,
            fromTitle: titles.get(link.fromId) ?? null,
            toTitle: titles.get(link.toId) ?? null,
          },
        },
      },
      deps.now(),
    );
    return c.body(null, 204);
  });
}
