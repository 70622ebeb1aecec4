// The copy of `/affiliate` and `/teacher-affiliate` (its own module: only the lazy pages read it).

import type { Tier } from '@app/contract';
import type { CommissionStatus } from '@app/contract/affiliates';

const count = new Intl.NumberFormat('en');
const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatCount = (value: number) => count.format(value);
export const formatCents = (cents: number) => money.format(cents / 100);
export const formatDay = (iso: string) => day.format(new Date(iso));

const tiers = { free: 'Free', core: 'Core', plus: 'Plus', advanced: 'Advanced', elite: 'Elite' } satisfies Record<
  Tier,
  string
>;

export const affiliateMessages = {
  lead: 'Share your link. When someone signs up with it, they count as your referral; when they first pay for a plan, you earn a commission.',
  teacherLead:
    'Share your link with your students. Everyone who signs up with it is listed as your student, with their plan; their first payment earns you a commission.',
  rate: (rate: number) =>
    `You earn ${percent.format(rate)} of the plan’s price on each referred person’s first payment. A refunded payment reverses its commission.`,
  loading: 'Loading your affiliate program',
  failed: 'Your affiliate program could not be loaded.',
  retry: 'Try again',
  linkTitle: 'Your referral link',
  linkLabel: 'Referral link',
  linkHint: 'Anyone who signs up through this link is attributed to you. It never changes.',
  copy: 'Copy link',
  copied: 'Link copied to the clipboard.',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
  figuresTitle: 'Your figures',
  figures: {
    signUps: 'Sign-ups',
    conversions: 'Paid conversions',
    pending: 'Commission earned',
    reversed: 'Commission reversed',
  },
  figureNotes: {
    pending: 'Pending payout',
    reversed: 'Refunded payments',
  },
  referralsTitle: 'Your referrals',
  referralsNote: 'Names are shortened to keep each person’s account private.',
  empty: 'Nobody has signed up with your link yet. Share it to get started.',
  joined: (iso: string) => `Joined ${formatDay(iso)}`,
  status: {
    signedUp: 'Signed up, not paid yet',
    paid: (tier: Tier) => `Paid for ${tiers[tier]}`,
    reversed: (tier: Tier) => `${tiers[tier]} payment refunded`,
  },
  commission: (cents: number, status: CommissionStatus) =>
    status === 'pending' ? `${formatCents(cents)} commission` : `${formatCents(cents)} reversed`,
  studentsTitle: 'Your students',
  studentsLead: 'Everyone who signed up with your link, and their plan now.',
  studentsEmpty: 'No students yet: share your link with them.',
  studentsLoading: 'Loading your students',
  studentsFailed: 'Your students could not be loaded.',
  plan: (tier: Tier) => `Plan: ${tiers[tier]}`,
} as const;
