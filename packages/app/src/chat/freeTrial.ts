import { tierTable, utcDay } from '@app/contract';
import { storageKeys } from '../app/storageKeys';

/** The local free-trial record (spec 3; DECISIONS "Anonymous visitors and the free trial"). */
export interface FreeTrialRecord {
  promptsUsed: number;
  /** When the last prompt was sent, in milliseconds since the epoch. */
  lastUsedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (privacy settings): the trial then lives on the server's word only.
    return null;
  }
}

/** The record for today (UTC), or null: a record from an earlier UTC day has reset (DECISIONS). */
export function readFreeTrial(now: number = Date.now()): FreeTrialRecord | null {
  const raw = storage()?.getItem(storageKeys.freeTrial);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FreeTrialRecord>;
    if (typeof value.promptsUsed !== 'number' || typeof value.lastUsedAt !== 'number') return null;
    if (utcDay(value.lastUsedAt) !== utcDay(now)) return null;
    return { promptsUsed: value.promptsUsed, lastUsedAt: value.lastUsedAt };
  } catch {
    return null;
  }
}

/** Counts one prompt on today's record and returns the new record. */
export function recordFreeTrialPrompt(now: number = Date.now()): FreeTrialRecord {
  const today = readFreeTrial(now);
  const record: FreeTrialRecord = { promptsUsed: (today?.promptsUsed ?? 0) + 1, lastUsedAt: now };
  storage()?.setItem(storageKeys.freeTrial, JSON.stringify(record));
  return record;
}

/** Removes the record (logout, spec 3). */
export function clearFreeTrial(): void {
  storage()?.removeItem(storageKeys.freeTrial);
}

/** The trial is over when today's record reaches the free tier's prompts per day (1). */
export function isFreeTrialUsed(record: FreeTrialRecord | null): boolean {
  return record !== null && record.promptsUsed >= tierTable.free.limits.promptLimit;
}
