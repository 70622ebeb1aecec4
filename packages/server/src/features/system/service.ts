import { readFileSync } from 'node:fs';
import type { PortalCounts, SystemInfo } from '@app/contract/admin';
import type { Deps, SessionUser } from '../../context';
import type { PaymentProvider } from '../payments/provider';
import { appliedMigrations, countOpenRequests, countTeachings, countUsersSince, databaseSize } from './repository';

/**
 * The server package's version: its package.json, found by walking up from this module (from the
 * source or from the bundle in dist/); "unknown" when it is not there.
 */
export const serverVersion: string = (() => {
  for (let up = 1; up <= 5; up += 1) {
    try {
      const url = new URL(`${'../'.repeat(up)}package.json`, import.meta.url);
      const data = JSON.parse(readFileSync(url, 'utf8')) as { name?: unknown; version?: unknown };
      if (data.name === '@app/server' && typeof data.version === 'string') return data.version;
    } catch {
      // Not here: one level up.
    }
  }
  return 'unknown';
})();

/** The portal home's counts: an admin's (the inbox, today's sign-ups, the knowledge base), a teacher's own teachings. */
export async function portalCounts(deps: Deps, user: SessionUser): Promise<PortalCounts> {
  if (user.role !== 'admin') return { audience: 'teacher', teachings: await countTeachings(deps.storage, user.id) };
  const now = deps.now();
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [openRequests, newUsersToday, teachings] = await Promise.all([
    countOpenRequests(deps.storage),
    countUsersSince(deps.storage, midnight),
    countTeachings(deps.storage),
  ]);
  return { audience: 'admin', openRequests, newUsersToday, teachings };
}

/** The providers by name only: never a key, never a URL that may carry one. */
function providersOf(deps: Deps, payments: Pick<PaymentProvider, 'name'>): SystemInfo['providers'] {
  return {
    assistant: deps.assistant.name,
    tts: deps.tts ? `OpenAI-compatible speech (${deps.tts.model})` : null,
    payments: payments.name,
  };
}

/** What the /system page shows; `payments` is the payment provider the server runs with. */
export async function systemInfo(deps: Deps, payments: Pick<PaymentProvider, 'name'>): Promise<SystemInfo> {
  const [sizeBytes, migrations] = await Promise.all([databaseSize(deps.storage), appliedMigrations(deps.storage)]);
  const { startedAt } = deps.site;
  return {
    version: serverVersion,
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.max(0, Math.floor((deps.now().getTime() - startedAt.getTime()) / 1000)),
    storage: { kind: deps.storage.kind, sizeBytes },
    migrations,
    providers: providersOf(deps, payments),
    mailer: deps.mailer.kind,
    recentErrors: deps.site.recentErrors(),
  };
}
