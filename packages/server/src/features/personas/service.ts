// The personas' rules: a draft per persona, published versions that never change, a rollback that
// publishes a copy of an old version as the newest, each change audit-logged; and the voice the
// chat answers with (the user's chosen persona's newest version).
import {
  type PersonaContent,
  type PersonaDetail,
  type PersonaHistory,
  type PersonaKey,
  type PersonaSummary,
  type PersonaTestReply,
  personaKeys,
  personaLimits,
  personaNames,
} from '@app/contract/personas';
import { type AssistantContext, crisisReply, recogniseCrisis } from '../../assistant';
import { modelPromptOf, type PersonaVoice, seleneOriginalVoice } from '../../assistant/persona';
import type { Deps, SessionUser } from '../../context';
import type { Queryable, Storage } from '../../db/storage';
import { loadProfile } from '../../routes/profile';
import { insertAuditRecord } from '../audit/repository';
import { loadPreferences } from '../preferences/repository';
import * as repo from './repository';
import { personaFirstVersions } from './seed';

const iso = (date: Date) => new Date(date).toISOString();

/** Each storage's first seeding of the personas (version 1 of each), done once per process. */
const seeding = new WeakMap<Storage, Promise<void>>();

/**
 * Makes sure every persona exists with its version 1 (Selene's: her voice before personas were
 * stored). Idempotent and cheap after the first call; a failed seeding is tried again next time.
 */
export function ensurePersonas(deps: Pick<Deps, 'storage' | 'now'>): Promise<void> {
  let pending = seeding.get(deps.storage);
  if (!pending) {
    pending = repo.insertMissingPersonas(
      deps.storage,
      personaKeys.map((key) => ({ key, name: personaNames[key], content: personaFirstVersions[key] })),
      deps.now(),
    );
    pending.catch(() => seeding.delete(deps.storage));
    seeding.set(deps.storage, pending);
  }
  return pending;
}

const versionOf = (row: repo.VersionRow) => ({
  version: row.version,
  content: row.content,
  publishedAt: iso(row.published_at),
  publishedBy: row.published_by,
  rolledBackFrom: row.rolled_back_from,
});

const detailOf = (row: repo.PersonaRow): PersonaDetail => ({
  key: row.key,
  name: row.name,
  draft: row.draft,
  draftUpdatedAt: iso(row.draft_updated_at),
  hasDraftChanges: row.has_draft_changes,
  published: versionOf(row),
});

/** `/training`: every persona, in the product's order, with its published version and draft state. */
export async function personaList(deps: Deps): Promise<PersonaSummary[]> {
  await ensurePersonas(deps);
  const rows = await repo.listPersonas(deps.storage);
  return personaKeys.flatMap((key) => {
    const row = rows.find((entry) => entry.key === key);
    return row
      ? [
          {
            key: row.key,
            name: row.name,
            publishedVersion: row.version,
            publishedAt: iso(row.published_at),
            hasDraftChanges: row.has_draft_changes,
            draftUpdatedAt: iso(row.draft_updated_at),
          },
        ]
      : [];
  });
}

export async function personaDetail(deps: Deps, key: PersonaKey): Promise<PersonaDetail | null> {
  await ensurePersonas(deps);
  const row = await repo.findPersona(deps.storage, key);
  return row ? detailOf(row) : null;
}

export async function personaHistory(deps: Deps, key: PersonaKey): Promise<PersonaHistory> {
  await ensurePersonas(deps);
  const versions = await repo.listVersions(deps.storage, key);
  return { key, name: personaNames[key], versions: versions.map(versionOf) };
}

/** Saves the draft (the published version is unchanged) and records who did it. */
export async function saveDraft(
  deps: Deps,
  admin: SessionUser,
  key: PersonaKey,
  content: PersonaContent,
): Promise<PersonaDetail | null> {
  await ensurePersonas(deps);
  const now = deps.now();
  const saved = await deps.storage.transaction(async (tx) => {
    if (!(await repo.updateDraft(tx, key, content, admin.id, now))) return false;
    await insertAuditRecord(
      tx,
      { actorUserId: admin.id, action: 'persona.draftSaved', targetUserId: null, details: { persona: key } },
      now,
    );
    return true;
  });
  return saved ? personaDetail(deps, key) : null;
}

/**
 * Appends a guidance rule to a persona's draft (for /learning's accepted suggestions), in the
 * caller's transaction, audit-logged as a draft save. Call `ensurePersonas` first. The published
 * version is unchanged until an admin publishes the draft.
 */
export async function appendGuidanceRule(
  tx: Queryable,
  admin: SessionUser,
  key: PersonaKey,
  rule: string,
  now: Date,
): Promise<'done' | 'full' | 'exists' | 'notFound'> {
  const current = await repo.findPersona(tx, key);
  if (!current) return 'notFound';
  const rules = current.draft.guidanceRules;
  if (rules.some((existing) => existing.trim().toLowerCase() === rule.trim().toLowerCase())) return 'exists';
  if (rules.length >= personaLimits.rules) return 'full';
  await repo.updateDraft(tx, key, { ...current.draft, guidanceRules: [...rules, rule] }, admin.id, now);
  await insertAuditRecord(
    tx,
    { actorUserId: admin.id, action: 'persona.draftSaved', targetUserId: null, details: { persona: key } },
    now,
  );
  return 'done';
}

/** Publishes the draft as the persona's next version; the chat answers with it from the next reply. */
export async function publishDraft(deps: Deps, admin: SessionUser, key: PersonaKey): Promise<PersonaDetail | null> {
  await ensurePersonas(deps);
  const now = deps.now();
  const published = await deps.storage.transaction(async (tx) => {
    const current = await repo.findPersona(tx, key);
    if (!current) return false;
    const version = await repo.insertVersion(tx, key, current.draft, { userId: admin.id, rolledBackFrom: null, now });
    await insertAuditRecord(
      tx,
      { actorUserId: admin.id, action: 'persona.published', targetUserId: null, details: { persona: key, version } },
      now,
    );
    return true;
  });
  return published ? personaDetail(deps, key) : null;
}

/**
 * Publishes a copy of an old version as the newest one (history is never rewritten). A draft
 * without unpublished changes follows (it becomes the restored content); a draft with unpublished
 * changes is kept as it is, so no one's work is lost.
 */
export async function rollbackTo(
  deps: Deps,
  admin: SessionUser,
  key: PersonaKey,
  version: number,
): Promise<PersonaDetail | 'versionNotFound' | null> {
  await ensurePersonas(deps);
  const now = deps.now();
  const outcome = await deps.storage.transaction(async (tx) => {
    const current = await repo.findPersona(tx, key);
    if (!current) return 'personaNotFound' as const;
    const content = await repo.findVersionContent(tx, key, version);
    if (!content) return 'versionNotFound' as const;
    const published = await repo.insertVersion(tx, key, content, { userId: admin.id, rolledBackFrom: version, now });
    if (!current.has_draft_changes) await repo.updateDraft(tx, key, content, admin.id, now);
    await insertAuditRecord(
      tx,
      {
        actorUserId: admin.id,
        action: 'persona.rolledBack',
        targetUserId: null,
        details: { persona: key, version: published, restored: version },
      },
      now,
    );
    return 'done' as const;
  });
  if (outcome === 'personaNotFound') return null;
  if (outcome === 'versionNotFound') return outcome;
  return personaDetail(deps, key);
}

/** A persona's content as the providers read it. */
export const voiceOf = (key: PersonaKey, version: number, content: PersonaContent): PersonaVoice => ({
  name: personaNames[key],
  version,
  systemPrompt: modelPromptOf(content),
  phrasing: content.phrasing,
});

/** The newest published version of a persona (Selene's original voice if it is somehow missing). */
export async function publishedVoice(deps: Pick<Deps, 'storage' | 'now'>, key: PersonaKey): Promise<PersonaVoice> {
  await ensurePersonas(deps);
  const row = await repo.newestVersion(deps.storage, key);
  return row ? voiceOf(key, row.version, row.content) : seleneOriginalVoice;
}

/** The voice a user's replies are written in: their chosen persona's newest version. */
export async function voiceForUser(deps: Pick<Deps, 'storage' | 'now'>, userId: number): Promise<PersonaVoice> {
  const preferences = await loadPreferences(deps.storage, userId);
  return publishedVoice(deps, preferences.assistant);
}

/**
 * The test console: the question answered by the draft and by the published version, for the
 * admin as the asker (their name and birth data). Not a prompt: nothing is counted or stored.
 * Crisis language is answered with the crisis help by both, before any provider sees it.
 */
export async function testPersona(
  deps: Deps,
  admin: SessionUser,
  key: PersonaKey,
  question: string,
  region: string | null,
): Promise<PersonaTestReply | null> {
  const detail = await personaDetail(deps, key);
  if (!detail) return null;
  const crisis = recogniseCrisis(question);
  if (crisis) {
    const { content } = crisisReply(crisis.category, region, deps.crisisDirectory);
    return { draft: { content }, published: { content, version: detail.published.version }, crisis: true };
  }
  const [teachings, profile, preferences] = await Promise.all([
    deps.knowledge.load(),
    loadProfile(deps.storage, admin.id),
    loadPreferences(deps.storage, admin.id),
  ]);
  const now = deps.now();
  const context = (persona: PersonaVoice): AssistantContext => ({
    user: {
      id: admin.id,
      username: admin.username,
      displayName: preferences.preferredName ?? profile.displayName,
      role: admin.role,
      tier: admin.tier,
    },
    history: [],
    question,
    birthDate: profile.birthDate,
    birthTime: profile.birthTime,
    birthPlace: profile.birthPlace,
    now,
    teachings,
    persona,
    signal: AbortSignal.timeout(60_000),
  });
  const [draft, published] = await Promise.all([
    deps.assistant.reply(context(voiceOf(key, detail.published.version + 1, detail.draft))),
    deps.assistant.reply(context(voiceOf(key, detail.published.version, detail.published.content))),
  ]);
  return {
    draft: { content: draft },
    published: { content: published, version: detail.published.version },
    crisis: false,
  };
}
