import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The product's change history, the file `/updates` shows (packages/app/src/content/updates.md). */
export const updatesFile = (repoRoot: string) => resolve(repoRoot, 'packages/app/src/content/updates.md');

export interface ProductUpdate {
  /** One notice per person and entry. */
  key: string;
  title: string;
  /** The entry's first point, as plain text. */
  summary: string;
}

const heading = /^## (\d{4}-\d{2}-\d{2}): (\S.*)$/;

/**
 * The newest entry of the change history (the file lists them newest first, each under
 * `## YYYY-MM-DD: Title`), or null when there is none.
 */
export function newestUpdate(markdown: string): ProductUpdate | null {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return null;
  const [, date, title] = heading.exec(lines[start] as string) as RegExpExecArray;
  const first = lines
    .slice(start + 1)
    .find((line) => line.trim() !== '' && !line.startsWith('## '))
    ?.replace(/^\s*[-*]\s+/, '')
    .replace(/\*\*|__|\*|_/g, '')
    .trim();
  const slug = (title as string)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { key: `update:${date}-${slug}`, title: (title as string).trim(), summary: first ?? '' };
}

/** Reads the newest entry of the file, or null when the file is missing (a server run outside the repository). */
export function readNewestUpdate(path: string): ProductUpdate | null {
  return existsSync(path) ? newestUpdate(readFileSync(path, 'utf8')) : null;
}
