// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateChatSearch } from './chatSearch';

describe('validateChatSearch', () => {
  it.each([
    [{ conversation: 7 }, { conversation: 7 }],
    [{ conversation: '42' }, { conversation: 42 }],
    [{}, {}],
    [{ conversation: 0 }, {}],
    [{ conversation: -3 }, {}],
    [{ conversation: 1.5 }, {}],
    [{ conversation: 'abc' }, {}],
    [{ conversation: '7; DROP' }, {}],
    [{ conversation: 2 ** 60 }, {}],
  ])('%j gives %j', (search, expected) => {
    expect(validateChatSearch(search)).toEqual(expected);
  });
});
