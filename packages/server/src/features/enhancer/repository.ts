// The enhancer's SQL: the teachings it lists and the content it updates.
import type { Queryable } from '../../db/storage';

export interface EnhanceTeachingRow {
  id: number;
  title: string;
  domain: string;
  content: string;
}

const columns = 't.id, t.title, d.name AS domain, t.content';

/** Every teaching, newest first. */
export function teachingsForEnhancer(db: Queryable): Promise<EnhanceTeachingRow[]> {
  return db.query<EnhanceTeachingRow>(
    `SELECT ${columns} FROM teachings t JOIN domains d ON d.id = t.domain_id ORDER BY t.id DESC`,
  );
}

export async function teachingForEnhancer(db: Queryable, id: number): Promise<EnhanceTeachingRow | undefined> {
  const [row] = await db.query<EnhanceTeachingRow>(
    `SELECT ${columns} FROM teachings t JOIN domains d ON d.id = t.domain_id WHERE t.id = $1`,
    [id],
  );
  return row;
}

/** Sets a teaching's content if it is still `original`; answers whether it did. */
export async function updateTeachingContent(
  db: Queryable,
  id: number,
  original: string,
  content: string,
): Promise<boolean> {
  const rows = await db.query('UPDATE teachings SET content = $3 WHERE id = $1 AND content = $2 RETURNING id', [
    id,
    original,
    content,
  ]);
  return rows.length > 0;
}
