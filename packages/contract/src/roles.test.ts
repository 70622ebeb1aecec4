import { describe, expect, it } from 'vitest';
import { hasRole, normaliseRole, roles } from './roles';

describe('roles', () => {
  it.each([
    ['admin', 'admin'],
    ['teacher', 'teacher'],
    ['client', 'client'],
    ['Admin ', 'admin'],
    ['user', 'client'],
    ['', 'client'],
    [undefined, 'client'],
  ])('normaliseRole(%j) is %s (the generic role is a client)', (raw, role) => {
    expect(normaliseRole(raw)).toBe(role);
  });

  it.each([
    ['admin', ['admin', 'teacher', 'client']],
    ['teacher', ['teacher']],
    ['client', ['client']],
  ] as const)('%s passes the role guard of %j', (role, passes) => {
    expect(roles.filter((required) => hasRole(role, required))).toEqual(passes);
  });
});
