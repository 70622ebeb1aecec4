import { describe, expect, it } from 'vitest';
import { tiers, tierTable } from '../tiers';
import { commissionCents, commissionRate, isReferralCode, maskedName, referralCodeOf, referralLinkOf } from './index';

describe('commission', () => {
  it('is the rate of the tier table’s price, in cents', () => {
    expect(commissionRate).toBe(0.2);
    expect(Object.fromEntries(tiers.map((tier) => [tier, commissionCents(tier)]))).toEqual({
      free: 0,
      core: 300,
      plus: 660,
      advanced: 660,
      elite: 39_980,
    });
    for (const tier of tiers) {
      expect(commissionCents(tier)).toBe(Math.round(tierTable[tier].price * 100 * commissionRate));
    }
  });
});

describe('referral codes and links', () => {
  it('accept URL-safe codes of 16 to 64 characters only', () => {
    expect(isReferralCode('abcdEFGH1234_-xy')).toBe(true);
    expect(isReferralCode('short')).toBe(false);
    expect(isReferralCode('abcdEFGH1234+/xy')).toBe(false);
    expect(isReferralCode('a'.repeat(65))).toBe(false);
    expect(isReferralCode(42)).toBe(false);
  });

  it('build the registration link and read the code back from a query string', () => {
    const link = referralLinkOf('https://moonheart.test/', 'abcdEFGH1234_-xy');
    expect(link).toBe('https://moonheart.test/register?ref=abcdEFGH1234_-xy');
    expect(referralCodeOf(new URL(link).search)).toBe('abcdEFGH1234_-xy');
    expect(referralCodeOf({ ref: 'abcdEFGH1234_-xy' })).toBe('abcdEFGH1234_-xy');
    expect(referralCodeOf('?ref=nope')).toBeNull();
    expect(referralCodeOf({})).toBeNull();
  });
});

describe('masked names', () => {
  it('show the first letters only', () => {
    expect(maskedName('stardust')).toBe('st•••');
    expect(maskedName('sol')).toBe('s•••');
    expect(maskedName('élan')).toBe('él•••');
  });
});
