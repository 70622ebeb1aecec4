// The crisis help the server offers: the contract's list, or a replacement read at start.
import { readFileSync } from 'node:fs';
import { type CrisisDirectory, CrisisDirectorySchema } from '@app/contract';
import { defaultCrisisDirectory } from '@app/contract/crisisDirectory';
import * as v from 'valibot';

/**
 * `CRISIS_RESOURCES_FILE`: a JSON file in the contract's `CrisisDirectory` shape that replaces the
 * built-in list (e.g. to add a country's helplines). A file that cannot be read or does not match
 * stops the start with the reason: a crisis reply must never be left without help to give.
 */
export function crisisDirectoryFrom(env: Record<string, string | undefined>): CrisisDirectory {
  const file = env.CRISIS_RESOURCES_FILE?.trim();
  if (!file) return defaultCrisisDirectory;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`CRISIS_RESOURCES_FILE (${file}) could not be read as JSON: ${(error as Error).message}`);
  }
  const result = v.safeParse(CrisisDirectorySchema, data);
  if (!result.success) {
    throw new Error(`CRISIS_RESOURCES_FILE (${file}) does not match the crisis list: ${v.summarize(result.issues)}`);
  }
  return result.output;
}
