import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCrisisDirectory } from '@app/contract/crisisDirectory';
import { describe, expect, it } from 'vitest';
import { crisisDirectoryFrom } from './directory';

const folder = mkdtempSync(join(tmpdir(), 'moonheart-crisis-'));
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};

describe('crisisDirectoryFrom', () => {
  it('uses the contract list when CRISIS_RESOURCES_FILE is not set', () => {
    expect(crisisDirectoryFrom({})).toBe(defaultCrisisDirectory);
    expect(crisisDirectoryFrom({ CRISIS_RESOURCES_FILE: ' ' })).toBe(defaultCrisisDirectory);
  });

  it('reads a replacement list that matches the shape', () => {
    const replacement = {
      fallback: defaultCrisisDirectory.fallback,
      regions: [
        {
          regions: ['FR'],
          name: 'France',
          resources: [
            {
              id: 'fr-3114',
              role: 'crisis-line',
              name: '3114',
              description: 'Suicide prevention, any time.',
              contacts: [{ kind: 'call', label: 'Call 3114', href: 'tel:3114' }],
            },
          ],
        },
      ],
    };
    const directory = crisisDirectoryFrom({ CRISIS_RESOURCES_FILE: file('ok.json', JSON.stringify(replacement)) });
    expect(directory.regions.map((region) => region.name)).toEqual(['France']);
  });

  it('stops the start with the reason for a file that is missing, not JSON, or not the shape', () => {
    expect(() => crisisDirectoryFrom({ CRISIS_RESOURCES_FILE: join(folder, 'missing.json') })).toThrow(
      /could not be read as JSON/,
    );
    expect(() => crisisDirectoryFrom({ CRISIS_RESOURCES_FILE: file('bad.json', '{') })).toThrow(/could not be read/);
    const unsafe = structuredClone(defaultCrisisDirectory);
    (unsafe.fallback.resources[0]?.contacts[0] as { href: string }).href = 'javascript:alert(1)';
    expect(() => crisisDirectoryFrom({ CRISIS_RESOURCES_FILE: file('unsafe.json', JSON.stringify(unsafe)) })).toThrow(
      /does not match the crisis list/,
    );
  });
});
