import { describe, expect, it, vi } from 'vitest';
import {
  allowedDomains,
  canAccessTierRoute,
  canLoadSynopsis,
  canSeeAstrologyLink,
  canUseVoice,
  hasTierAccess,
  isLimitReached,
  isUnlimitedTier,
  promptsRemaining,
  tierConfig,
  tierLabel,
  tierOffers,
  tiers,
  tierTable,
} from './tiers';

describe('the tier table', () => {
  // DECISIONS.md "One tier table", row by row: label, price, billing, prompts per day, max
  // conversation length, voice, full astrology page, forecast & alchemy, email, priority, upsell.
  it.each([
    ['free', 'Free', 0, 'none', 1, false, 20, false, false, false, false, false, true],
    ['core', 'Core', 15, 'monthly', 75, false, 100, true, false, true, false, false, true],
    ['plus', 'Plus', 33, 'monthly', 75, false, 100, true, false, false, true, false, true],
    ['advanced', 'Advanced', 33, 'monthly', 1000, true, 200, true, true, true, true, true, false],
    ['elite', 'Elite', 1999, 'lifetime', 1000, true, 500, true, true, true, true, true, false],
  ] as const)(
    '%s matches DECISIONS.md',
    (tier, label, price, billing, perDay, never, maxLength, voice, astrology, forecast, email, priority, upsell) => {
      const config = tierTable[tier];
      expect(config).toMatchObject({ id: tier, name: label, price, billing, currency: 'USD' });
      expect(config.limits).toMatchObject({
        promptLimit: perDay,
        dailyPromptLimit: perDay,
        limitNeverReached: never,
        maxConversationLength: maxLength,
        voiceEnabled: voice,
        astrologyPageAccess: astrology,
        forecastAccess: forecast,
        emailSupport: email,
        prioritySupport: priority,
        showUpgradePrompts: upsell,
      });
      expect(config.limits.allowedDomains).toEqual(['Psychology', 'Astrology', 'Esoteric Wisdom']);
      expect(config.description).not.toBe('');
    },
  );

  it('holds exactly the five tiers, plus being the legacy one', () => {
    expect(Object.keys(tierTable)).toEqual([...tiers]);
    expect(tiers.filter((tier) => tierTable[tier].legacy)).toEqual(['plus']);
    expect(allowedDomains).toEqual(['Psychology', 'Astrology', 'Esoteric Wisdom']);
  });
});

describe('tierConfig', () => {
  it('returns the row of a known tier without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(tierConfig('core')?.limits.promptLimit).toBe(75);
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns undefined and warns for an unknown tier (spec 5)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(tierConfig('premium')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Unknown subscription tier: premium');
  });

  it('returns undefined quietly for the unlimited alias and a missing tier', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(tierConfig('unlimited')).toBeUndefined();
    expect(tierConfig(null)).toBeUndefined();
    expect(tierConfig(undefined)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('limits', () => {
  it.each([
    ['free', 0, false],
    ['free', 1, true],
    ['core', 74, false],
    ['core', 75, true],
    ['plus', 76, true],
    ['advanced', 1000, false],
    ['advanced', 5000, false],
    ['elite', 1_000_000, false],
    ['unlimited', 10, false],
  ])('isLimitReached(%s, %i) is %s', (tier, used, reached) => {
    expect(isLimitReached(tier, used)).toBe(reached);
  });

  it('leaves an unknown tier to the server (not reached), with the warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(isLimitReached('premium', 99)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('counts prompts remaining', () => {
    expect(promptsRemaining('core', 70)).toBe(5);
    expect(promptsRemaining('free', 3)).toBe(0);
    expect(promptsRemaining('elite', 3)).toBe(Number.POSITIVE_INFINITY);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(promptsRemaining('premium', 3)).toBeUndefined();
  });

  it('treats advanced, elite and the alias as unlimited', () => {
    expect(tiers.filter(isUnlimitedTier)).toEqual(['advanced', 'elite']);
    expect(isUnlimitedTier('unlimited')).toBe(true);
  });

  it('labels tiers, with Free as the default label (spec 3)', () => {
    expect(tierLabel(undefined)).toBe('Free');
    expect(tierLabel('advanced')).toBe('Advanced');
    expect(tierLabel('unlimited')).toBe('Unlimited');
  });
});

describe('access', () => {
  const client = (tier: string | null) => ({ role: 'client' as const, tier });

  it.each([
    ['/astrology', ['advanced', 'elite']],
    ['/forecast', ['core', 'advanced', 'elite']],
    ['/sacred-secretion', ['core', 'advanced', 'elite']],
  ])('%s admits exactly %j among clients', (path, admitted) => {
    expect(tiers.filter((tier) => canAccessTierRoute(client(tier), path))).toEqual(admitted);
    expect(canAccessTierRoute(client(null), path)).toBe(false);
    expect(canAccessTierRoute(client('unlimited'), path)).toBe(false);
  });

  it('lets admins bypass the tier guard, teachers not', () => {
    expect(canAccessTierRoute({ role: 'admin', tier: 'free' }, '/astrology')).toBe(true);
    expect(canAccessTierRoute({ role: 'teacher', tier: 'free' }, '/astrology')).toBe(false);
  });

  it('never admits the free tier, even when a list names it', () => {
    expect(hasTierAccess(client('free'), ['free', 'core'])).toBe(false);
  });

  it('has no tier requirement on other paths', () => {
    expect(canAccessTierRoute(client('free'), '/chat')).toBe(true);
  });

  it('loads the synopsis for core, advanced and elite only', () => {
    expect(tiers.filter(canLoadSynopsis)).toEqual(['core', 'advanced', 'elite']);
  });

  it('gives voice to paid tiers and admins', () => {
    expect(tiers.filter((tier) => canUseVoice(client(tier)))).toEqual(['core', 'plus', 'advanced', 'elite']);
    expect(canUseVoice({ role: 'admin', tier: 'free' })).toBe(true);
  });

  it('shows the Astrology link to admins, teachers and advanced or elite clients', () => {
    expect(canSeeAstrologyLink({ role: 'teacher', tier: 'free' })).toBe(true);
    expect(canSeeAstrologyLink({ role: 'admin', tier: null })).toBe(true);
    expect(tiers.filter((tier) => canSeeAstrologyLink(client(tier)))).toEqual(['advanced', 'elite']);
  });

  // Spec 6 "Astrology access", the table @app/ui's canSeeAstrology was tested with before it moved here.
  it.each([
    [{ role: 'admin', tier: undefined }, true],
    [{ role: 'teacher', tier: undefined }, true],
    [{ role: 'client', tier: 'advanced' }, true],
    [{ role: 'client', tier: 'elite' }, true],
    [{ role: 'client', tier: 'plus' }, false],
    [{ role: 'client', tier: 'core' }, false],
    [{ role: 'client', tier: 'free' }, false],
    [{ role: 'client', tier: undefined }, false],
    [{ role: 'client', tier: null }, false],
  ] as const)('Astrology link for %o: %s', (subject, expected) => {
    expect(canSeeAstrologyLink(subject)).toBe(expected);
  });
});

describe('tierOffers', () => {
  it('offers the paid tiers on sale by default, from the table', () => {
    expect(tierOffers()).toEqual([
      { tier: 'core', label: 'Core', price: 15, currency: 'USD', promptsPerDay: 75, period: 'monthly' },
      {
        tier: 'advanced',
        label: 'Advanced',
        price: 33,
        currency: 'USD',
        promptsPerDay: 'unlimited',
        period: 'monthly',
      },
      { tier: 'elite', label: 'Elite', price: 1999, currency: 'USD', promptsPerDay: 'unlimited', period: 'lifetime' },
    ]);
  });

  it('offers any tiers asked for', () => {
    expect(tierOffers(['free', 'plus']).map((offer) => [offer.tier, offer.period])).toEqual([
      ['free', undefined],
      ['plus', 'monthly'],
    ]);
  });
});
