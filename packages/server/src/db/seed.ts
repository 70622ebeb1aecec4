import type { Role, Tier } from '@app/contract';
import { knowledgeSeed } from '../assistant/knowledgeSeed';
import { defaultScryptCost, hashPassword, type ScryptCost } from '../auth/password';
import type { Storage } from './storage';

/** DECISIONS "Running it": every demo account has this password. */
export const demoPassword = 'moonheart-demo';

/** The demo accounts of DECISIONS: an admin, a teacher, and a client on each tier. */
export const demoAccounts: readonly { username: string; role: Role; tier: Tier }[] = [
  { username: 'admin', role: 'admin', tier: 'elite' },
  { username: 'teacher', role: 'teacher', tier: 'advanced' },
  { username: 'free', role: 'client', tier: 'free' },
  { username: 'core', role: 'client', tier: 'core' },
  { username: 'plus', role: 'client', tier: 'plus' },
  { username: 'advanced', role: 'client', tier: 'advanced' },
  { username: 'elite', role: 'client', tier: 'elite' },
];

/** Adds the demo accounts that do not exist yet (hashed now, at `cost`). Answers how many were added. */
export async function seedDemoAccounts(storage: Storage, cost: ScryptCost = defaultScryptCost): Promise<number> {
  let added = 0;
  for (const account of demoAccounts) {
    const exists = await storage.query('SELECT 1 FROM users WHERE lower(username) = $1', [account.username]);
    if (exists.length > 0) continue;
    const hash = await hashPassword(demoPassword, cost);
    await storage.query(
      'INSERT INTO users (username, email, password_hash, role, tier) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [account.username, `${account.username}@moonheart.example`, hash, account.role, account.tier],
    );
    added += 1;
  }
  return added;
}

/**
 * Fills an empty knowledge base with the seed's domains and teachings, in one transaction. A base
 * that already has teachings is left alone. Answers how many teachings were added.
 */
export async function seedKnowledge(storage: Storage): Promise<number> {
  return storage.transaction(async (tx) => {
    for (const domain of knowledgeSeed.domains) {
      await tx.query('INSERT INTO domains (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [domain.name]);
    }
    const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM teachings',
    );
    if (count > 0) return 0;
    const domains = await tx.query<{ id: number; name: string }>('SELECT id, name FROM domains');
    const idOf = new Map(domains.map((domain) => [domain.name, domain.id]));
    for (const teaching of knowledgeSeed.teachings) {
      await tx.query(
        'INSERT INTO teachings (domain_id, title, content, source, tradition, tags) VALUES ($1, $2, $3, $4, $5, $6::jsonb)',
        [
          idOf.get(teaching.domain),
          teaching.title,
          teaching.content,
          teaching.source,
          teaching.tradition,
          JSON.stringify(teaching.tags),
        ],
      );
    }
    return knowledgeSeed.teachings.length;
  });
}
