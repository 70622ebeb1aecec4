// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Audience } from '../AccountMenu/audience';
import { chatHeaderLinks } from './chatHeaderLinks';

const labels = (audience: Audience) => chatHeaderLinks(audience).map((link) => `${link.label} ${link.href}`);

describe('chatHeaderLinks (spec 2 "Chat screen", spec 6 "Astrology access")', () => {
  it.each([
    ['visitor', { role: null }, ['Info /about', 'Request /request']],
    ['visitor with a stray tier', { tier: 'elite' }, ['Info /about', 'Request /request']],
    ['client, no tier', { role: 'client' }, ['Info /about', 'Alchemy /sacred-secretion']],
    ['client free', { role: 'client', tier: 'free' }, ['Info /about', 'Alchemy /sacred-secretion']],
    ['client core', { role: 'client', tier: 'core' }, ['Info /about', 'Alchemy /sacred-secretion']],
    ['client plus', { role: 'client', tier: 'plus' }, ['Info /about', 'Alchemy /sacred-secretion']],
    [
      'client advanced',
      { role: 'client', tier: 'advanced' },
      ['Info /about', 'Alchemy /sacred-secretion', 'Astro /astrology'],
    ],
    [
      'client elite',
      { role: 'client', tier: 'elite' },
      ['Info /about', 'Alchemy /sacred-secretion', 'Astro /astrology'],
    ],
    ['admin', { role: 'admin' }, ['Info /about', 'Alchemy /sacred-secretion', 'Astro /astrology']],
    [
      'admin on free',
      { role: 'admin', tier: 'free' },
      ['Info /about', 'Alchemy /sacred-secretion', 'Astro /astrology'],
    ],
    ['teacher', { role: 'teacher' }, ['Info /about', 'Alchemy /sacred-secretion', 'Astro /astrology']],
  ] as [string, Audience, string[]][])('%s', (_name, audience, expected) => {
    expect(labels(audience)).toEqual(expected);
  });
});
