import type { CrisisDirectory } from '@app/contract';
import type {
  SiteInfo,
  SiteSettings,
  SiteSettingsInputSchema,
  SuggestedPromptInput,
  SuggestedPromptSetting,
} from '@app/contract/admin';
import { defaultSuggestedPromptSettings } from '@app/contract/admin';
import type * as v from 'valibot';
import type { Deps, SessionUser } from '../../context';
import { insertAuditRecord } from '../audit/repository';
import { lastSettingsChange, removeSetting, writeSetting } from './repository';
import { type SettingKey, type StoredSettings, settingKeys } from './store';

const defaultSuggestedPrompts = [...defaultSuggestedPromptSettings];

/** What every page may read of the settings. */
export function siteInfoOf(stored: StoredSettings): SiteInfo {
  return {
    suggestedPrompts: stored.suggestedPrompts ?? defaultSuggestedPrompts,
    registration: stored.registration,
    maintenanceNotice: stored.maintenanceNotice,
  };
}

/** The settings page's view: the settings, their defaults and the last change. */
export async function siteSettingsOf(deps: Deps): Promise<SiteSettings> {
  const stored = await deps.site.settings.fresh();
  const last = await lastSettingsChange(deps.storage);
  return {
    ...siteInfoOf(stored),
    crisisDirectory: stored.crisisDirectory,
    defaults: { suggestedPrompts: defaultSuggestedPrompts, crisisDirectory: deps.site.baseCrisisDirectory },
    updatedAt: last ? last.at.toISOString() : null,
    updatedBy: last?.by ?? null,
  };
}

/** A prompt's id from its title (`read-my-natal-chart`), unique within the list. */
function withIds(prompts: readonly SuggestedPromptInput[]): SuggestedPromptSetting[] {
  const used = new Set<string>();
  return prompts.map((prompt) => {
    const base =
      prompt.title
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 48) || 'prompt';
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return { id, domain: prompt.domain, title: prompt.title, text: prompt.text };
  });
}

type ParsedInput = v.InferOutput<typeof SiteSettingsInputSchema>;

/** The value to store for each setting the input names; null: back to the default (the row goes). */
function valuesOf(input: ParsedInput): Partial<Record<SettingKey, unknown>> {
  const values: Partial<Record<SettingKey, unknown>> = {};
  if (input.suggestedPrompts !== undefined) {
    values.suggestedPrompts = input.suggestedPrompts === null ? null : withIds(input.suggestedPrompts);
  }
  if (input.registration !== undefined) values.registration = input.registration === 'open' ? null : input.registration;
  if (input.maintenanceNotice !== undefined) values.maintenanceNotice = input.maintenanceNotice || null;
  if (input.crisisDirectory !== undefined) values.crisisDirectory = input.crisisDirectory;
  return values;
}

const storedValueOf = (stored: StoredSettings, key: SettingKey): unknown =>
  key === 'registration' ? (stored.registration === 'open' ? null : stored.registration) : stored[key];

/**
 * Applies an admin's change: each setting that differs is stored (or removed, back to its default)
 * and audit-logged with its value before and after, all in one transaction; the server's copy is
 * read again at once, so the change holds from the next request on.
 */
export async function saveSiteSettings(deps: Deps, admin: SessionUser, input: ParsedInput): Promise<SiteSettings> {
  const before = await deps.site.settings.reload();
  const values = valuesOf(input);
  const at = deps.now();
  await deps.storage.transaction(async (tx) => {
    for (const key of settingKeys) {
      if (!(key in values)) continue;
      const after = values[key] ?? null;
      const previous = storedValueOf(before, key) ?? null;
      if (JSON.stringify(after) === JSON.stringify(previous)) continue;
      if (after === null) await removeSetting(tx, key);
      else await writeSetting(tx, key, after, admin.id, at);
      await insertAuditRecord(
        tx,
        {
          actorUserId: admin.id,
          action: 'settings.changed',
          targetUserId: null,
          details: { setting: key, before: previous, after },
        },
        at,
      );
    }
  });
  await deps.site.settings.reload();
  return siteSettingsOf(deps);
}

/** The crisis list a crisis reply gives: the admin's setting, else the server's (file or built-in). */
export const effectiveCrisisDirectory = (deps: Pick<Deps, 'site'>): CrisisDirectory =>
  deps.site.settings.current().crisisDirectory ?? deps.site.baseCrisisDirectory;
