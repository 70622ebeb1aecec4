/** The roles (spec 3, 6). */
export const roles = ['admin', 'teacher', 'client'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/**
 * A role as a reply reports it. The generic role of spec 3 (and any other name) is treated as
 * `client`, the role with the fewest rights (DECISIONS "Roles").
 */
export function normaliseRole(value: unknown): Role {
  const name = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return isRole(name) ? name : 'client';
}

/**
 * The role guard (DECISIONS "Roles"): a route that requires a role admits that role and admins.
 * Admin-only routes therefore admit admins only.
 */
export function hasRole(role: Role, required: Role): boolean {
  return role === required || role === 'admin';
}
