import { describe, expect, it } from 'vitest';
import { parseShotIdentifier } from './visual-review.mjs';

describe('parseShotIdentifier', () => {
  it('reads the story and theme of a shot on the story’s own screen', () => {
    expect(parseShotIdentifier('ui-chatinput--empty--dark-celestial')).toEqual({
      storyId: 'ui-chatinput--empty',
      theme: 'dark-celestial',
    });
    expect(parseShotIdentifier('ui-chatinput--empty--light')).toEqual({
      storyId: 'ui-chatinput--empty',
      theme: 'light',
    });
  });

  it('reads them through the phone pass’s width suffix', () => {
    expect(parseShotIdentifier('app-pricing--visitor--light--390')).toEqual({
      storyId: 'app-pricing--visitor',
      theme: 'light',
    });
    expect(parseShotIdentifier('app-pricing--visitor--dark-celestial--390').theme).toBe('dark-celestial');
  });

  it('refuses a name without a theme', () => {
    expect(() => parseShotIdentifier('app-pricing--visitor')).toThrow(/Not a baseline/);
  });
});
