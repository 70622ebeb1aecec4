// /learning's rules: suggestions drawn on read from the replies of the last days (what no teaching
// answered, what was rated unhelpful though teachings were there), hidden once decided until new
// evidence arrives; and the decisions, each in one transaction with its effect and its audit record.
import { type FeedbackDomain, feedbackDomainNames, feedbackDomainOf } from '@app/contract/feedbackConversations';
import {
  type LearningDecision,
  type LearningDecisionInput,
  type LearningEvidence,
  type LearningOverview,
  type LearningSuggestion,
  learningDecisionsMax,
  learningEvidenceMax,
  learningWindowDays,
} from '@app/contract/learning';
import { type PersonaKey, personaKeys, personaNames } from '@app/contract/personas';
import type { TrainingIntent } from '@app/contract/trainingAnalytics';
import { detectIntent } from '../../assistant/intent';
import type { Deps, SessionUser } from '../../context';
import type { Queryable } from '../../db/storage';
import { insertAuditRecord } from '../audit/repository';
import { appendGuidanceRule, ensurePersonas } from '../personas/service';
import { intentOf } from '../trainingAnalytics/service';
import * as repo from './repository';

/** The audit action of a decision. */
export const learningDecidedAction = 'learning.decided';

const iso = (value: Date) => new Date(value).toISOString();
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const personaKeyOf = (name: string | null): PersonaKey =>
  personaKeys.find((key) => personaNames[key] === name) ?? 'selene';

interface Building {
  suggestion: Omit<LearningSuggestion, 'evidence' | 'latestAt'> & { latestAt: Date };
  evidence: LearningEvidence[];
}

/** Every suggestion the replies hold now, decided or not, most evidence first. */
async function allSuggestions(db: Queryable, now: Date): Promise<LearningSuggestion[]> {
  const since = new Date(now.getTime() - learningWindowDays * 86_400_000);
  const rows = await repo.learningRepliesSince(db, since);
  const groups = new Map<string, Building>();
  for (const row of rows) {
    if (row.question === null) continue;
    const read = detectIntent(row.question);
    // A greeting or a thank-you asks for no knowledge.
    if (read.smallTalk) continue;
    const intent: TrainingIntent = intentOf(row.question);
    const domain: FeedbackDomain = feedbackDomainOf(read.domain) ?? 'psychology';
    const unanswered = !row.drew_on_teachings;
    const negative = row.feedback === 'negative';
    const persona = unanswered ? null : personaKeyOf(row.persona_name);
    const kind = unanswered ? 'missing-teaching' : 'confusing-phrasing';
    const id = unanswered ? `${kind}:${domain}:${intent}` : `${kind}:${persona}:${intent}`;
    const at = negative && row.rated_at && row.rated_at > row.created_at ? row.rated_at : row.created_at;
    const group = groups.get(id) ?? {
      suggestion: { id, kind, domain, intent, persona, evidenceCount: 0, negativeCount: 0, latestAt: new Date(at) },
      evidence: [],
    };
    group.suggestion.evidenceCount += 1;
    if (negative) group.suggestion.negativeCount += 1;
    if (new Date(at) > group.suggestion.latestAt) group.suggestion.latestAt = new Date(at);
    group.evidence.push({
      messageId: row.message_id,
      conversationId: row.conversation_id,
      question: cut(row.question, 300),
      reply: cut(row.reply, 300),
      reasons: [...(negative ? (['negative'] as const) : []), ...(unanswered ? (['unanswered'] as const) : [])],
      persona:
        row.persona_name && row.persona_version ? { name: row.persona_name, version: row.persona_version } : null,
      at: iso(at),
    });
    groups.set(id, group);
  }
  return [...groups.values()]
    .map(({ suggestion, evidence }) => ({
      ...suggestion,
      latestAt: iso(suggestion.latestAt),
      evidence: evidence
        .sort((a, b) => b.at.localeCompare(a.at) || b.messageId - a.messageId)
        .slice(0, learningEvidenceMax),
    }))
    .sort(
      (a, b) =>
        b.evidenceCount - a.evidenceCount ||
        b.negativeCount - a.negativeCount ||
        b.latestAt.localeCompare(a.latestAt) ||
        a.id.localeCompare(b.id),
    );
}

/** The open suggestions: never decided, or with evidence newer than their latest decision. */
async function openSuggestions(db: Queryable, now: Date): Promise<LearningSuggestion[]> {
  // One after the other: inside a transaction, PGlite takes one query at a time.
  const suggestions = await allSuggestions(db, now);
  const decided = await repo.lastDecidedAt(db);
  return suggestions.filter((suggestion) => {
    const at = decided.get(suggestion.id);
    return !at || new Date(suggestion.latestAt) > at;
  });
}

const decisionOf = (row: repo.DecisionRow): LearningDecision => ({
  id: row.id,
  suggestionId: row.suggestion_id,
  kind: row.kind,
  outcome: row.outcome,
  persona: row.persona_key,
  rule: row.rule,
  teachingId: row.teaching_id,
  teachingTitle: row.teaching_title,
  note: row.note,
  evidenceCount: row.evidence_count,
  decidedAt: iso(row.decided_at),
  decidedBy: row.decided_by,
});

export async function learningOverview(deps: Deps): Promise<LearningOverview> {
  const [suggestions, decisions] = await Promise.all([
    openSuggestions(deps.storage, deps.now()),
    repo.listDecisions(deps.storage, learningDecisionsMax),
  ]);
  return { suggestions, decisions: decisions.map(decisionOf) };
}

export type DecideOutcome = { decision: LearningDecision } | { problem: 'notOpen' | 'rulesFull' | 'ruleExists' };

/**
 * Records an admin's decision on an open suggestion with its effect (a guidance rule appended to a
 * persona's draft, or a teaching added with its source) and its audit record, in one transaction:
 * nothing is stored when any part fails.
 */
export async function decide(deps: Deps, admin: SessionUser, input: LearningDecisionInput): Promise<DecideOutcome> {
  await ensurePersonas(deps);
  const now = deps.now();
  const outcome = await deps.storage.transaction(async (tx): Promise<DecideOutcome> => {
    const suggestion = (await openSuggestions(tx, now)).find((open) => open.id === input.suggestionId);
    if (!suggestion) return { problem: 'notOpen' };
    const base = {
      suggestionId: suggestion.id,
      kind: suggestion.kind,
      outcome: input.outcome,
      persona: null,
      rule: null,
      teachingId: null,
      teachingTitle: null,
      note: null,
      evidenceCount: suggestion.evidenceCount,
      decidedBy: admin.id,
      at: now,
    } satisfies repo.NewDecision;
    let row: repo.DecisionRow;
    if (input.outcome === 'rule') {
      const appended = await appendGuidanceRule(tx, admin, input.persona, input.rule, now);
      if (appended === 'full') return { problem: 'rulesFull' };
      if (appended === 'exists') return { problem: 'ruleExists' };
      if (appended === 'notFound') throw new Error(`persona ${input.persona} is missing`);
      row = await repo.insertDecision(tx, { ...base, persona: input.persona, rule: input.rule });
    } else if (input.outcome === 'teaching') {
      const teachingId = await repo.insertTeaching(tx, {
        domainName: feedbackDomainNames[input.domain],
        title: input.title,
        content: input.content,
        source: input.source,
        tags: suggestion.intent === 'general' ? [] : [suggestion.intent],
        createdBy: admin.id,
        at: now,
      });
      row = await repo.insertDecision(tx, { ...base, teachingId, teachingTitle: input.title });
    } else {
      row = await repo.insertDecision(tx, { ...base, note: input.note ? input.note : null });
    }
    await insertAuditRecord(
      tx,
      {
        actorUserId: admin.id,
        action: learningDecidedAction,
        targetUserId: null,
        details: {
          after: {
            suggestionId: suggestion.id,
            outcome: row.outcome,
            ...(row.persona_key ? { persona: row.persona_key } : {}),
            ...(row.teaching_id ? { teachingId: row.teaching_id } : {}),
          },
        },
      },
      now,
    );
    return { decision: decisionOf(row) };
  });
  if ('decision' in outcome && outcome.decision.outcome === 'teaching') deps.knowledge.invalidate();
  return outcome;
}
