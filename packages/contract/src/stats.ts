import type { Domain, Stat, Teaching } from './schemas/knowledge';

/** Spec 3: when `/api/stats` fails, the stats are the number of teachings per domain. */
export function computeStats(domains: readonly Domain[], teachings: readonly Teaching[]): Stat[] {
  const counts = new Map<number, number>();
  for (const teaching of teachings) counts.set(teaching.domainId, (counts.get(teaching.domainId) ?? 0) + 1);
  return domains.map((domain) => ({ domainId: domain.id, name: domain.name, count: counts.get(domain.id) ?? 0 }));
}
