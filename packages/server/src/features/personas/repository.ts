// All the SQL of the personas: the draft of each and every published version (never changed).
import type { PersonaContent, PersonaKey } from '@app/contract/personas';
import type { Queryable } from '../../db/storage';

export interface PersonaRow {
  key: PersonaKey;
  name: string;
  draft: PersonaContent;
  draft_updated_at: Date;
  has_draft_changes: boolean;
  version: number;
  content: PersonaContent;
  published_at: Date;
  published_by: string | null;
  rolled_back_from: number | null;
}

export interface VersionRow {
  version: number;
  content: PersonaContent;
  published_at: Date;
  published_by: string | null;
  rolled_back_from: number | null;
}

/** jsonb comes back parsed from PGlite and node-postgres alike; a string is parsed for safety. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const personaSelect = `SELECT p.key, p.name, p.draft, p.draft_updated_at, (p.draft <> v.content) AS has_draft_changes,
    v.version, v.content, v.published_at, u.username AS published_by, v.rolled_back_from
  FROM personas p
  JOIN LATERAL (SELECT * FROM persona_versions WHERE persona_key = p.key ORDER BY version DESC LIMIT 1) v ON true
  LEFT JOIN users u ON u.id = v.published_by`;

const personaOf = (row: PersonaRow): PersonaRow => ({ ...row, draft: json(row.draft), content: json(row.content) });

/** Adds the personas that do not exist yet, each with its draft and version 1 (the same content). */
export async function insertMissingPersonas(
  db: Queryable,
  personas: { key: PersonaKey; name: string; content: PersonaContent }[],
  now: Date,
): Promise<void> {
  for (const persona of personas) {
    const content = JSON.stringify(persona.content);
    await db.query(
      'INSERT INTO personas (key, name, draft, draft_updated_at) VALUES ($1, $2, $3::jsonb, $4) ON CONFLICT (key) DO NOTHING',
      [persona.key, persona.name, content, now],
    );
    await db.query(
      `INSERT INTO persona_versions (persona_key, version, content, published_at) VALUES ($1, 1, $2::jsonb, $3)
       ON CONFLICT (persona_key, version) DO NOTHING`,
      [persona.key, content, now],
    );
  }
}

/** Every persona with its newest published version. */
export async function listPersonas(db: Queryable): Promise<PersonaRow[]> {
  return (await db.query<PersonaRow>(`${personaSelect} ORDER BY p.key`)).map(personaOf);
}

/** One persona with its newest published version, or null. */
export async function findPersona(db: Queryable, key: PersonaKey): Promise<PersonaRow | null> {
  const [row] = await db.query<PersonaRow>(`${personaSelect} WHERE p.key = $1`, [key]);
  return row ? personaOf(row) : null;
}

/** The newest published version of a persona (what the chat answers with), or null. */
export async function newestVersion(db: Queryable, key: PersonaKey): Promise<VersionRow | null> {
  const [row] = await db.query<VersionRow>(
    `SELECT version, content, published_at, NULL AS published_by, rolled_back_from
     FROM persona_versions WHERE persona_key = $1 ORDER BY version DESC LIMIT 1`,
    [key],
  );
  return row ? { ...row, content: json(row.content) } : null;
}

/** Every published version of a persona, newest first. */
export async function listVersions(db: Queryable, key: PersonaKey): Promise<VersionRow[]> {
  const rows = await db.query<VersionRow>(
    `SELECT v.version, v.content, v.published_at, u.username AS published_by, v.rolled_back_from
     FROM persona_versions v LEFT JOIN users u ON u.id = v.published_by
     WHERE v.persona_key = $1 ORDER BY v.version DESC`,
    [key],
  );
  return rows.map((row) => ({ ...row, content: json(row.content) }));
}

/** One published version's content, or null. */
export async function findVersionContent(
  db: Queryable,
  key: PersonaKey,
  version: number,
): Promise<PersonaContent | null> {
  const [row] = await db.query<{ content: PersonaContent }>(
    'SELECT content FROM persona_versions WHERE persona_key = $1 AND version = $2',
    [key, version],
  );
  return row ? json(row.content) : null;
}

/** Replaces the draft. Answers whether the persona exists. */
export async function updateDraft(
  db: Queryable,
  key: PersonaKey,
  content: PersonaContent,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE personas SET draft = $2::jsonb, draft_updated_at = $3, draft_updated_by = $4 WHERE key = $1 RETURNING key',
    [key, JSON.stringify(content), now, userId],
  );
  return rows.length > 0;
}

/**
 * Publishes `content` as the persona's next version, the persona's row locked so two publishes
 * cannot take the same number. Answers the new version (null: no such persona). Run in a transaction.
 */
export async function insertVersion(
  tx: Queryable,
  key: PersonaKey,
  content: PersonaContent,
  { userId, rolledBackFrom, now }: { userId: number; rolledBackFrom: number | null; now: Date },
): Promise<number | null> {
  const locked = await tx.query('SELECT key FROM personas WHERE key = $1 FOR UPDATE', [key]);
  if (locked.length === 0) return null;
  const [row] = await tx.query<{ version: number }>(
    `INSERT INTO persona_versions (persona_key, version, content, published_at, published_by, rolled_back_from)
     SELECT $1::text, COALESCE(MAX(version), 0) + 1, $2::jsonb, $3::timestamptz, $4::integer, $5::integer
     FROM persona_versions WHERE persona_key = $1::text
     RETURNING version`,
    [key, JSON.stringify(content), now, userId, rolledBackFrom],
  );
  return row?.version ?? null;
}
