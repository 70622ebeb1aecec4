import { describe, expect, it } from 'vitest';
import updatesMarkdown from '../../content/updates.md?raw';
import { entryId, parseUpdates } from './updateEntries';

describe('parseUpdates', () => {
  it('reads each "## date: title" and its markdown, skipping what comes before the first', () => {
    const entries = parseUpdates(
      ['<!-- for editors -->', '', '## 2026-11-24: Second', '', '- b', '', '## 2026-11-23: First', '- a', ''].join(
        '\n',
      ),
    );
    expect(entries).toEqual([
      { date: '2026-11-24', title: 'Second', body: '- b' },
      { date: '2026-11-23', title: 'First', body: '- a' },
    ]);
    expect(entries.map(entryId)).toEqual(['2026-11-24-second', '2026-11-23-first']);
  });

  it.each(['## Tuesday: no date', '## 2026-13-45: not a date', '## 2026-11-24 no colon'])(
    'refuses the heading %j',
    (heading) => {
      expect(() => parseUpdates(`${heading}\n- text`)).toThrow(/YYYY-MM-DD: Title/);
    },
  );
});

describe('packages/app/src/content/updates.md', () => {
  const entries = parseUpdates(updatesMarkdown);

  it('has entries, newest first, each with a unique id and some text', () => {
    expect(entries.length).toBeGreaterThan(0);
    const dates = entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = entries.map(entryId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of entries) expect(entry.body).not.toBe('');
  });

  it('holds no links, images, headings or raw HTML in its entries (the page gives the headings)', () => {
    for (const { body } of entries) {
      expect(body).not.toMatch(/\]\(|<[a-z!/]|^#/im);
    }
  });
});
