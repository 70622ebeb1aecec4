/** One entry of the change history (packages/app/src/content/updates.md). */
export interface UpdateEntry {
  /** `YYYY-MM-DD`. */
  date: string;
  title: string;
  /** The entry's markdown, shown through the chat's safe renderer. */
  body: string;
}

const entryHeading = /^## (.*)$/;
const datedTitle = /^(\d{4}-\d{2}-\d{2}): (\S.*)$/;

/**
 * The entries of the change history, in the file's order (newest first). Each starts at a line
 * `## YYYY-MM-DD: Title`; anything before the first one (a comment for whoever edits the file) is
 * not shown. A heading of another shape is a mistake in the file and throws, naming it.
 */
export function parseUpdates(markdown: string): UpdateEntry[] {
  const entries: UpdateEntry[] = [];
  let current: { date: string; title: string; lines: string[] } | null = null;
  const close = () => {
    if (current) entries.push({ date: current.date, title: current.title, body: current.lines.join('\n').trim() });
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = entryHeading.exec(line);
    if (!heading) {
      current?.lines.push(line);
      continue;
    }
    const dated = datedTitle.exec(heading[1]?.trim() ?? '');
    if (!dated || Number.isNaN(Date.parse(`${dated[1]}T00:00:00Z`))) {
      throw new Error(`updates.md: an entry's heading must read "## YYYY-MM-DD: Title", not "${line}"`);
    }
    close();
    current = { date: dated[1] as string, title: (dated[2] as string).trim(), lines: [] };
  }
  close();
  return entries;
}

/** The id of an entry's heading: its date and title, e.g. `2026-11-24-your-conversations`. */
export function entryId(entry: UpdateEntry): string {
  const slug = entry.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${entry.date}-${slug}`;
}
