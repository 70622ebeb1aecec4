// @vitest-environment node

import type { Role, User } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { appRouteTable } from '../router';
import { portalPagesFor } from './AdminPortalPage';

const user = (role: Role): User => ({ id: 1, username: role, role, subscriptionTier: 'free' });
const table = appRouteTable();
const paths = (entries: { path: string }[]) => entries.map((entry) => entry.path);
const guardedBy = (role: Role) =>
  table
    .filter((entry) => entry.access.kind === 'role' && entry.access.role === role && entry.path !== '/admin')
    .map((entry) => entry.path)
    .sort();

describe('the portal home cards (derived from the route table)', () => {
  it('give an admin every teacher and admin page, the portal itself aside', () => {
    const pages = portalPagesFor(table, user('admin'));
    expect(paths(pages.teacher)).toEqual(guardedBy('teacher'));
    expect(paths(pages.admin)).toEqual(guardedBy('admin'));
    expect(paths(pages.admin)).toEqual(expect.arrayContaining(['/settings', '/system', '/admin/requests']));
    expect([...paths(pages.teacher), ...paths(pages.admin)]).not.toContain('/admin');
  });

  it('give a teacher the teacher pages only', () => {
    const pages = portalPagesFor(table, user('teacher'));
    expect(paths(pages.teacher)).toEqual([
      '/teacher-affiliate',
      '/teacher-knowledge-base',
      '/teacher-upload-teachings',
    ]);
    expect(pages.admin).toEqual([]);
  });

  it('give a client or a visitor nothing', () => {
    expect(portalPagesFor(table, user('client'))).toEqual({ teacher: [], admin: [] });
    expect(portalPagesFor(table, null)).toEqual({ teacher: [], admin: [] });
  });
});
