import { describe, expect, it } from 'vitest';
import { foldUnchanged, lineDiff } from './lineDiff';

describe('lineDiff', () => {
  it('keeps equal texts as they are', () => {
    expect(lineDiff(['a', 'b'], ['a', 'b'])).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
    ]);
  });

  it('marks a changed line as removed then added, in place', () => {
    expect(lineDiff(['Voice: warm', 'Greeting: Hello', 'End'], ['Voice: warm', 'Greeting: Welcome', 'End'])).toEqual([
      { kind: 'same', text: 'Voice: warm' },
      { kind: 'removed', text: 'Greeting: Hello' },
      { kind: 'added', text: 'Greeting: Welcome' },
      { kind: 'same', text: 'End' },
    ]);
  });

  it('handles lines added at the end and removed at the start', () => {
    expect(lineDiff(['x', 'a'], ['a', 'y'])).toEqual([
      { kind: 'removed', text: 'x' },
      { kind: 'same', text: 'a' },
      { kind: 'added', text: 'y' },
    ]);
    expect(lineDiff([], ['a'])).toEqual([{ kind: 'added', text: 'a' }]);
  });
});

describe('foldUnchanged', () => {
  it('keeps each change with one line around it and folds the rest', () => {
    const lines = lineDiff(['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c', 'D', 'e', 'f']);
    expect(foldUnchanged(lines)).toEqual([
      { kind: 'folded', count: 2 },
      { kind: 'same', text: 'c' },
      { kind: 'removed', text: 'd' },
      { kind: 'added', text: 'D' },
      { kind: 'same', text: 'e' },
      { kind: 'folded', count: 1 },
    ]);
  });
});
