// The knowledge map's SQL (issue 20 item 7): the teachings as nodes, and the links admins added.
import type { Queryable } from '../../db/storage';

export interface MapTeachingRow {
  id: number;
  title: string;
  domain: string;
  content: string;
  tags: string[];
}

export interface LinkRow {
  id: number;
  fromId: number;
  toId: number;
  themes: string[];
  createdAt: string;
}

interface StoredLink {
  id: number;
  teaching_a: number;
  teaching_b: number;
  themes: string[];
  created_at: Date | string;
}

const linkOf = (row: StoredLink): LinkRow => ({
  id: row.id,
  fromId: row.teaching_a,
  toId: row.teaching_b,
  themes: row.themes,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Every teaching with its domain's name, by title (the map's nodes and the suggestions' input). */
export async function mapTeachings(db: Queryable): Promise<MapTeachingRow[]> {
  return db.query<MapTeachingRow>(
    `SELECT t.id, t.title, d.name AS domain, t.content, t.tags
       FROM teachings t JOIN domains d ON d.id = t.domain_id ORDER BY t.title, t.id`,
  );
}

/** The teachings of these ids (those that exist). */
export async function teachingsByIds(db: Queryable, ids: readonly number[]): Promise<MapTeachingRow[]> {
  return db.query<MapTeachingRow>(
    `SELECT t.id, t.title, d.name AS domain, t.content, t.tags
       FROM teachings t JOIN domains d ON d.id = t.domain_id WHERE t.id = ANY($1::int[])`,
    [ids],
  );
}

/** Every stored link, oldest first. */
export async function allLinks(db: Queryable): Promise<LinkRow[]> {
  const rows = await db.query<StoredLink>(
    'SELECT id, teaching_a, teaching_b, themes, created_at FROM teaching_links ORDER BY id',
  );
  return rows.map(linkOf);
}

/**
 * Stores the link of the pair `a` < `b`, or answers null when the pair is already linked (the
 * unique pair decides, so two admins adding it at once store it once).
 */
export async function insertLink(
  db: Queryable,
  link: { a: number; b: number; themes: readonly string[]; createdBy: number },
  at: Date,
): Promise<LinkRow | null> {
  const [row] = await db.query<StoredLink>(
    `INSERT INTO teaching_links (teaching_a, teaching_b, themes, created_by, created_at)
     VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (teaching_a, teaching_b) DO NOTHING
     RETURNING id, teaching_a, teaching_b, themes, created_at`,
    [link.a, link.b, JSON.stringify(link.themes), link.createdBy, at],
  );
  return row ? linkOf(row) : null;
}

/** Deletes one link; answers it, or null when there was none. */
export async function deleteLink(db: Queryable, id: number): Promise<LinkRow | null> {
  const [row] = await db.query<StoredLink>(
    'DELETE FROM teaching_links WHERE id = $1 RETURNING id, teaching_a, teaching_b, themes, created_at',
    [id],
  );
  return row ? linkOf(row) : null;
}

/** The linked pairs, for Selene's bridges. */
export async function linkedPairs(db: Queryable): Promise<{ a: number; b: number }[]> {
  return db.query<{ a: number; b: number }>('SELECT teaching_a AS a, teaching_b AS b FROM teaching_links ORDER BY id');
}
