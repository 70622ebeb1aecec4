// The pending changesets must stay readable by `changeset version`: a formatter once turned their
// front matter into a Markdown heading, and the release step would have failed on them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import parse from '@changesets/parse';
import { describe, expect, it } from 'vitest';

const folder = resolve('.changeset');
const changesets = readdirSync(folder).filter((name) => name.endsWith('.md') && name !== 'README.md');

describe('pending changesets', () => {
  it.each(changesets)('%s names a package and a bump, and says what changed', (name) => {
    const { releases, summary } = parse(readFileSync(join(folder, name), 'utf8'));
    expect(releases.length).toBeGreaterThan(0);
    for (const release of releases) {
      expect(release.name).toBe('@app/ui');
      expect(['patch', 'minor', 'major']).toContain(release.type);
    }
    expect(summary.trim().length).toBeGreaterThan(20);
  });
});
