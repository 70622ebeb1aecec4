import { afterEach, describe, expect, it } from 'vitest';
import { lazyComposerBar, lazySynopsisCard } from './parts';
import { chatPartsProps, partsInPage } from './partsInPage';

afterEach(() => document.body.replaceChildren());

function pageWith(props: Record<string, string>) {
  const root = document.createElement('section');
  for (const [name, value] of Object.entries(props)) root.setAttribute(name, value);
  document.body.append(root);
}

describe('partsInPage', () => {
  it('names the parts the page root lists, once each', () => {
    pageWith(chatPartsProps(['synopsis-card', 'composer-bar']));
    pageWith(chatPartsProps(['composer-bar']));
    expect(partsInPage()).toEqual([lazySynopsisCard, lazyComposerBar]);
  });

  it('is empty for a page without parts (a visitor, another page) and ignores unknown names', () => {
    expect(partsInPage()).toEqual([]);
    pageWith(chatPartsProps([]));
    pageWith({ 'data-chat-parts': 'no-such-part' });
    expect(partsInPage()).toEqual([]);
  });
});
