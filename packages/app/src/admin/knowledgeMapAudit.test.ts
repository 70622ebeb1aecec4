// The audit log says in words what admins did on the knowledge map.
import type { AuditEntry } from '@app/contract/adminUsers';
import { expect, it } from 'vitest';
import { auditSentence } from './userManagementMessages';

const entry = (action: string, change: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  action,
  actorId: 1,
  actor: 'admin',
  targetId: null,
  target: null,
  before: null,
  after: null,
  reason: null,
  createdAt: '2026-03-14T09:30:00.000Z',
  ...change,
});

it('says which teachings an admin linked or unlinked', () => {
  const label = (_kind: 'tier' | 'role', value: string) => value;
  expect(
    auditSentence(
      entry('knowledgeLink.added', { after: { fromTitle: 'Shadow work', toTitle: 'Pluto transits' } }),
      label,
    ),
  ).toBe('admin linked the teachings “Shadow work” and “Pluto transits”');
  expect(
    auditSentence(
      entry('knowledgeLink.removed', { before: { fromTitle: 'Shadow work', toTitle: 'Pluto transits' } }),
      label,
    ),
  ).toBe('admin removed the link between the teachings “Shadow work” and “Pluto transits”');
});
