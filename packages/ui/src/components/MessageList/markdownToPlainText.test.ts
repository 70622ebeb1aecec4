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
