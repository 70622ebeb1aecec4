import { CreateTeachingInputSchema, DomainSchema, hasRole, StatSchema, TeachingSchema } from '@app/contract';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { KnowledgeTeaching } from '../assistant';
import { requireUser } from '../auth/session';
import type { AppEnv, Deps } from '../context';
import type { Queryable } from '../db/storage';
import { HttpError, invalidFields } from '../http/errors';
import { readJson, replyJson, textProblemIn } from '../http/reply';
import { serverMessages } from '../messages';

const text = serverMessages.knowledge;

/** The largest teaching accepted, as a file or as text: 1 MB. */
export const maxTeachingBytes = 1024 * 1024;

interface TeachingRow {
  id: number;
  domain_id: number;
  domain: string;
  title: string;
  content: string;
  source: string | null;
  tradition: string | null;
  tags: string[];
  created_at: Date;
}

const teachingColumns = `t.id, t.domain_id, d.name AS domain, t.title, t.content, t.source, t.tradition, t.tags, t.created_at`;

const teachingReply = (row: TeachingRow) => ({
  id: row.id,
  domainId: row.domain_id,
  domain: row.domain,
  title: row.title,
  content: row.content,
  source: row.source,
  tradition: row.tradition,
  tags: row.tags,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Every teaching, newest first, as Selene and the synopsis read them. */
export async function loadTeachings(db: Queryable): Promise<KnowledgeTeaching[]> {
  const rows = await db.query<TeachingRow>(
    `SELECT ${teachingColumns} FROM teachings t JOIN domains d ON d.id = t.domain_id ORDER BY t.id DESC`,
  );
  return rows.map((row) => ({
    id: row.id,
    domain: row.domain,
    title: row.title,
    content: row.content,
    ...(row.source ? { source: row.source } : {}),
    ...(row.tradition ? { tradition: row.tradition } : {}),
    tags: row.tags,
  }));
}

/** The knowledge base, loaded once and reloaded after an upload (it is small). */
/**
 * How long a server trusts its copy of the teachings. An upload clears this server's copy at once;
 * another server behind the same proxy sees it when its copy ages out.
 */
export const knowledgeCacheMs = 60_000;

export function knowledgeCache(db: Queryable, now: () => number = Date.now): Deps['knowledge'] {
  let cached: { teachings: Promise<KnowledgeTeaching[]>; loadedAt: number } | undefined;
  return {
    load() {
      if (!cached || now() - cached.loadedAt >= knowledgeCacheMs) {
        const teachings = loadTeachings(db).catch((error: unknown) => {
          cached = undefined;
          throw error;
        });
        cached = { teachings, loadedAt: now() };
      }
      return cached.teachings;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );

/** A teaching from the upload form or JSON, before its domain is resolved. */
const TeachingFieldsSchema = v.object({
  title: v.pipe(v.string(text.titleRule), v.trim(), v.nonEmpty(text.titleRule), v.maxLength(200, text.titleRule)),
  domain: v.pipe(v.string(text.domainRule), v.trim(), v.nonEmpty(text.domainRule)),
  content: v.pipe(v.string(text.contentRule), v.trim(), v.nonEmpty(text.contentRule)),
  source: optionalText(300),
  tradition: optionalText(100),
  tags: v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(50))), []),
});

const formText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The fields of a multipart upload: `title`, `domain` (or `domainId`), `text`/`content` or a .txt/.md `file`. */
async function formFields(form: FormData): Promise<Record<string, unknown>> {
  const file = form.get('file');
  let content = formText(form.get('text')) ?? formText(form.get('content'));
  if (file instanceof File && file.size > 0) {
    if (!/\.(txt|md|markdown)$/i.test(file.name)) throw invalidFields([{ field: 'file', message: text.fileType }]);
    if (file.size > maxTeachingBytes) throw new HttpError(413, { message: text.fileTooLarge });
    try {
      content = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
    } catch {
      throw invalidFields([{ field: 'file', message: text.fileNotText }]);
    }
  }
  const tags = formText(form.get('tags'));
  return {
    title: formText(form.get('title')),
    domain: formText(form.get('domain')) ?? formText(form.get('domainId')),
    content,
    source: formText(form.get('source')),
    tradition: formText(form.get('tradition')),
    tags: tags
      ? tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean)
      : [],
  };
}

export function knowledgeRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/domains', async (c) => {
    requireUser(c);
    const rows = await deps.storage.query<{ id: number; name: string }>('SELECT id, name FROM domains ORDER BY id');
    return replyJson(c, v.array(DomainSchema), rows);
  });

  app.get('/api/teachings', async (c) => {
    requireUser(c);
    const rows = await deps.storage.query<TeachingRow>(
      `SELECT ${teachingColumns} FROM teachings t JOIN domains d ON d.id = t.domain_id ORDER BY t.id DESC`,
    );
    return replyJson(c, v.array(TeachingSchema), rows.map(teachingReply));
  });

  app.get('/api/stats', async (c) => {
    requireUser(c);
    const rows = await deps.storage.query<{ domainId: number; name: string; count: number }>(
      `SELECT d.id AS "domainId", d.name, count(t.id)::int AS count
         FROM domains d LEFT JOIN teachings t ON t.domain_id = d.id GROUP BY d.id, d.name ORDER BY d.id`,
    );
    return replyJson(c, v.array(StatSchema), rows);
  });

  app.post(
    '/api/teachings',
    bodyLimit({
      maxSize: maxTeachingBytes + 64 * 1024,
      onError: () => {
        throw new HttpError(413, { message: text.fileTooLarge });
      },
    }),
    async (c) => {
      const user = requireUser(c);
      if (!hasRole(user.role, 'teacher')) throw new HttpError(403, { message: text.teachersOnly });
      const isJson = (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json');
      let raw: Record<string, unknown>;
      if (isJson) {
        const input = await readJson(c, v.looseObject({ ...CreateTeachingInputSchema.entries }));
        raw = { ...input, domain: String(input.domainId) };
      } else {
        let form: FormData;
        try {
          form = await c.req.formData();
        } catch {
          throw new HttpError(400, { message: text.multipartRequired });
        }
        raw = await formFields(form);
        // The JSON path checked this in readJson; a form (an uploaded text file) meets the same rule.
        const problem = textProblemIn(raw);
        if (problem) throw invalidFields([problem]);
      }
      const fields = v.safeParse(TeachingFieldsSchema, raw);
      if (!fields.success) {
        const field = String(fields.issues[0]?.path?.[0]?.key ?? 'body');
        throw invalidFields([{ field, message: fields.issues[0]?.message ?? text.contentRule }]);
      }
      const input = fields.output;
      if (new TextEncoder().encode(input.content).length > maxTeachingBytes) {
        throw new HttpError(413, { message: text.fileTooLarge });
      }
      const [domain] = await deps.storage.query<{ id: number }>(
        /^\d{1,9}$/.test(input.domain)
          ? 'SELECT id FROM domains WHERE id = $1::int'
          : 'SELECT id FROM domains WHERE lower(name) = lower($1)',
        [input.domain],
      );
      if (!domain) throw invalidFields([{ field: 'domain', message: text.domainRule }]);
      const [row] = await deps.storage.query<TeachingRow>(
        `WITH inserted AS (
           INSERT INTO teachings (domain_id, title, content, source, tradition, tags, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8) RETURNING *)
         SELECT ${teachingColumns} FROM inserted t JOIN domains d ON d.id = t.domain_id`,
        [
          domain.id,
          input.title,
          input.content,
          input.source ?? null,
          input.tradition ?? null,
          JSON.stringify(input.tags),
          user.id,
          deps.now(),
        ],
      );
      if (!row) throw new Error('insert returned no row');
      deps.knowledge.invalidate();
      return replyJson(c, TeachingSchema, teachingReply(row), 201);
    },
  );
}
