// The run-time settings as the server reads them: a copy in memory, read again from the database
// when it is older than a moment, so a change made on one server reaches the others without a restart.
import type { CrisisDirectory } from '@app/contract';
import { CrisisDirectorySchema } from '@app/contract';
import {
  type RegistrationMode,
  RegistrationModeSchema,
  SuggestedPromptSchema,
  type SuggestedPromptSetting,
} from '@app/contract/admin';
import * as v from 'valibot';
import type { Queryable } from '../../db/storage';
import type { Logger } from '../../log';
import { readSettingRows } from './repository';

/** The settings as stored: null where the default holds. */
export interface StoredSettings {
  suggestedPrompts: SuggestedPromptSetting[] | null;
  registration: RegistrationMode;
  maintenanceNotice: string | null;
  crisisDirectory: CrisisDirectory | null;
}

export const settingKeys = ['suggestedPrompts', 'registration', 'maintenanceNotice', 'crisisDirectory'] as const;
export type SettingKey = (typeof settingKeys)[number];

/** How each setting's stored value is checked when read (a row edited by hand must not break a page). */
const storedSchemas = {
  suggestedPrompts: v.pipe(v.array(SuggestedPromptSchema), v.minLength(1)),
  registration: RegistrationModeSchema,
  maintenanceNotice: v.pipe(v.string(), v.nonEmpty()),
  crisisDirectory: CrisisDirectorySchema,
} satisfies Record<SettingKey, v.GenericSchema>;

export const defaultStoredSettings: StoredSettings = {
  suggestedPrompts: null,
  registration: 'open',
  maintenanceNotice: null,
  crisisDirectory: null,
};

export interface SiteSettingsStore {
  /** The settings as last read (for code that cannot wait, e.g. the crisis list's getter). */
  current(): StoredSettings;
  /** The settings, read again first when the copy is older than the store's freshness. */
  fresh(): Promise<StoredSettings>;
  /** Reads the settings now (after a change). */
  reload(): Promise<StoredSettings>;
}

/** A store over `db`; `maxAgeMs` is how stale the copy may be before a read refreshes it. */
export function siteSettingsStore(db: Queryable, logger: Logger, maxAgeMs = 2000): SiteSettingsStore {
  let copy: StoredSettings = defaultStoredSettings;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<StoredSettings> | null = null;

  const read = async (): Promise<StoredSettings> => {
    const rows = await readSettingRows(db);
    const next: StoredSettings = { ...defaultStoredSettings };
    for (const row of rows) {
      if (!(settingKeys as readonly string[]).includes(row.key)) continue;
      const key = row.key as SettingKey;
      const parsed = v.safeParse(storedSchemas[key], row.value);
      if (!parsed.success) {
        logger.error('a stored setting does not match its shape: its default is used', {
          setting: key,
          issues: v.summarize(parsed.issues),
        });
        continue;
      }
      (next as unknown as Record<string, unknown>)[key] = parsed.output;
    }
    return next;
  };

  const reload = () => {
    reading ??= read()
      .then((next) => {
        copy = next;
        readAt = performance.now();
        return next;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  return {
    current: () => copy,
    fresh: () => (performance.now() - readAt < maxAgeMs ? Promise.resolve(copy) : reload()),
    reload: async () => {
      // A read begun before the change may answer the old values: wait for it, then read again.
      if (reading) await reading.catch(() => undefined);
      return reload();
    },
  };
}
