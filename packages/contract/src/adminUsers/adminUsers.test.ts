import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AdminTierInputSchema,
  AdminUserFiltersSchema,
  AuditFiltersSchema,
  adminReasonLimits,
  adminUserKeys,
  adminUserMessages,
  adminUserPaths,
  tierReasonError,
} from './index';

describe('adminUsers contract', () => {
  it('builds the paths with only the filters given', () => {
    expect(adminUserPaths.users()).toBe('/api/admin/users');
    expect(adminUserPaths.users({ q: ' luna ', page: 2 })).toBe('/api/admin/users?q=luna&page=2');
    expect(adminUserPaths.users({ q: '', page: 1 })).toBe('/api/admin/users');
    expect(adminUserPaths.tier(7)).toBe('/api/admin/users/7/tier');
    expect(adminUserPaths.audit({ userId: 7 })).toBe('/api/admin/audit?userId=7');
    expect(adminUserKeys.list({ q: ' luna ' })).toEqual(adminUserKeys.list({ q: 'luna', page: 1 }));
  });

  it('requires a tier change’s reason, trimmed, within its limits', () => {
    expect(tierReasonError('')).toBe(adminUserMessages.reasonRequired);
    expect(tierReasonError('   ')).toBe(adminUserMessages.reasonRequired);
    expect(tierReasonError('ab')).toBe(adminUserMessages.reasonTooShort(adminReasonLimits.min));
    expect(tierReasonError('x'.repeat(adminReasonLimits.max + 1))).toBe(
      adminUserMessages.reasonTooLong(adminReasonLimits.max),
    );
    expect(tierReasonError('Goodwill')).toBeNull();
    const parsed = v.safeParse(AdminTierInputSchema, { tier: 'plus' });
    expect(parsed.success ? null : parsed.issues[0]?.message).toBe(adminUserMessages.reasonRequired);
    expect(v.parse(AdminTierInputSchema, { tier: 'plus', reason: ' Goodwill ' })).toEqual({
      tier: 'plus',
      reason: 'Goodwill',
    });
  });

  it('reads the list and audit queries as the server does', () => {
    expect(v.parse(AdminUserFiltersSchema, { q: ' a ', page: '3' })).toEqual({ q: 'a', page: 3 });
    expect(v.parse(AdminUserFiltersSchema, {})).toEqual({ page: 1 });
    expect(v.safeParse(AdminUserFiltersSchema, { page: '0' }).success).toBe(false);
    expect(v.parse(AuditFiltersSchema, { userId: '12' })).toEqual({ userId: 12, page: 1 });
    expect(v.safeParse(AuditFiltersSchema, { userId: '99999999999' }).success).toBe(false);
  });
});
