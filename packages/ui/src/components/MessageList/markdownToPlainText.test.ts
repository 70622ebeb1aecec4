// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './markdownToPlainText';

describe('markdownToPlainText', () => {
  it.each([
    ['# The Moon\n\nIs **full** and *bright*.', 'The Moon Is full and bright.'],
    ['- one\n- two\n1. three', 'one two three'],
    ['Read [the guide](https://x.example) or ![a chart](/c.png).', 'Read the guide or a chart.'],
    ['> quoted\n\n---\n\n`code` and\n```js\nconst a = 1;\n```', 'quoted code and const a = 1;'],
    ['keep snake_case_names and __strong__ and _em_', 'keep snake_case_names and strong and em'],
    ['<https://auto.example>', 'https://auto.example'],
    ['~~gone~~\n\n* * *\n\nback', 'gone back'],
  ])('%j reads as %j', (markdown, text) => {
    expect(markdownToPlainText(markdown)).toBe(text);
  });
});

describe('markdownToPlainText with keepLayout (for the clipboard)', () => {
  it('keeps paragraphs, lines, list markers and code, and drops markup', () => {
    const markdown = [
      '## Your week',
      'A week for **steady work** and *gentle honesty*.',
      '* Finish one task\n* Rest',
      '1. Breathe\n2. Begin',
      '> As above, so below.',
      '```\nbreathe in  (4)\nhold        (4)\n```',
      '---',
      'Done.',
    ].join('\n\n');
    expect(markdownToPlainText(markdown, { keepLayout: true })).toBe(
      [
        'Your week',
        'A week for steady work and gentle honesty.',
        '- Finish one task\n- Rest',
        '1. Breathe\n2. Begin',
        'As above, so below.',
        'breathe in  (4)\nhold        (4)',
        'Done.',
      ].join('\n\n'),
    );
  });

  it('keeps a link address the text does not show, and never an unsafe one', () => {
    expect(
      markdownToPlainText(
        'See [Moon phases](https://nasa.example/moon "NASA"), <https://auto.example> and [x](javascript:alert(1)).',
        { keepLayout: true },
      ),
    ).toBe('See Moon phases (https://nasa.example/moon), https://auto.example and x.');
    expect(markdownToPlainText('[https://a.example](https://a.example)', { keepLayout: true })).toBe(
      'https://a.example',
    );
  });
});
