// The PDF analyzer's SQL: a teaching added from a PDF, its domain by name.
import type { Queryable } from '../../db/storage';

export interface NewPdfTeaching {
  domain: string;
  title: string;
  content: string;
  source: string;
  createdBy: number;
}

/** Inserts the teaching; undefined when the domain does not exist. */
export async function insertPdfTeaching(
  db: Queryable,
  teaching: NewPdfTeaching,
  at: Date,
): Promise<{ id: number } | undefined> {
  const [domain] = await db.query<{ id: number }>('SELECT id FROM domains WHERE name = $1', [teaching.domain]);
  if (!domain) return undefined;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO teachings (domain_id, title, content, source, tags, created_by, created_at)
     VALUES ($1, $2, $3, $4, '[]'::jsonb, $5, $6) RETURNING id`,
    [domain.id, teaching.title, teaching.content, teaching.source, teaching.createdBy, at],
  );
  return row;
}
