// The copy of `/learning` (its own module: only the lazy page reads it).
import { type FeedbackDomain, feedbackDomainNames } from '@app/contract/feedbackConversations';
import type { LearningSuggestionKind } from '@app/contract/learning';
import { type PersonaKey, personaNames } from '@app/contract/personas';
import { type TrainingIntent, trainingIntentNames } from '@app/contract/trainingAnalytics';

const intentName = (intent: TrainingIntent) => trainingIntentNames[intent];

export const learningMessages = {
  lead: 'What Selene should learn, drawn from the last 90 days of replies: questions no teaching answered, and replies rated not helpful although teachings were there. Accept a suggestion into a persona’s draft or into a teaching, or dismiss it. A dismissed suggestion comes back if new evidence arrives.',
  loading: 'Loading suggestions',
  failed: 'The suggestions could not be loaded.',
  retry: 'Try again',
  openTitle: 'Open suggestions',
  openCount: (count: number) => (count === 1 ? '1 open suggestion.' : `${count} open suggestions.`),
  empty:
    'Nothing to learn right now: every recent question found a teaching, and no informed reply was rated not helpful.',
  kinds: {
    'missing-teaching': 'Missing teaching',
    'confusing-phrasing': 'Confusing phrasing',
  } satisfies Record<LearningSuggestionKind, string>,
  title: (kind: LearningSuggestionKind, group: string, intent: TrainingIntent) =>
    kind === 'missing-teaching'
      ? `${intentName(intent)} questions in ${group} found no teaching`
      : `${group}’s replies about ${intentName(intent).toLowerCase()} were rated not helpful`,
  domainName: (domain: FeedbackDomain) => feedbackDomainNames[domain],
  personaName: (persona: PersonaKey) => personaNames[persona],
  why: {
    'missing-teaching':
      'Selene answered these from the sky and general guidance only: no teaching in the knowledge base matched.',
    'confusing-phrasing':
      'These replies drew on teachings, yet the person rated them not helpful: the knowledge was there, the words did not land.',
  } satisfies Record<LearningSuggestionKind, string>,
  evidenceCount: (count: number, negative: number) =>
    `${count} ${count === 1 ? 'reply' : 'replies'}, ${negative} rated not helpful`,
  evidenceTitle: 'Evidence',
  evidenceShown: (shown: number, total: number) => (shown < total ? `The newest ${shown} of ${total}.` : ''),
  reasons: { negative: 'Rated not helpful', unanswered: 'No teaching matched' },
  question: 'Question',
  questionMissing: 'The question is no longer stored.',
  reply: 'Reply',
  version: (name: string, version: number) => `${name} v${version}`,
  openConversation: 'Open conversation',
  openConversationLabel: (id: number) => `Open conversation ${id}`,
  addRule: 'Add a guidance rule',
  addTeaching: 'Add a teaching',
  dismiss: 'Dismiss',
  cancel: 'Cancel',
  ruleForm: {
    title: 'Add a guidance rule to a draft',
    persona: 'Persona',
    rule: 'Guidance rule',
    ruleHint: 'Added to the end of the draft’s rules. The published version is unchanged until you publish the draft.',
    proposal: (kind: LearningSuggestionKind, intent: TrainingIntent) =>
      kind === 'confusing-phrasing'
        ? `When asked about ${intentName(intent).toLowerCase()}, answer in plain words first, then name the teaching.`
        : `When no teaching covers ${intentName(intent).toLowerCase()}, say so and offer a reflective question.`,
    submit: 'Add to draft',
    busy: 'Adding the rule',
  },
  teachingForm: {
    title: 'Add a teaching to the knowledge base',
    domain: 'Domain',
    heading: 'Title',
    content: 'Teaching',
    contentHint: 'The teaching itself, in your words or quoted from its source.',
    source: 'Source',
    sourceHint: 'Where it comes from: a book and its author, a tradition, a reference.',
    proposal: (intent: TrainingIntent, domain: FeedbackDomain) =>
      `${intentName(intent)} in ${feedbackDomainNames[domain]}`,
    submit: 'Add teaching',
    busy: 'Adding the teaching',
  },
  dismissForm: {
    title: 'Dismiss this suggestion',
    note: 'Note (optional)',
    noteHint: 'Why it needs nothing: other admins read it under Decided.',
    submit: 'Dismiss suggestion',
    busy: 'Dismissing',
  },
  failedDecision: 'The decision could not be saved.',
  done: {
    rule: (persona: string) => `Added the rule to ${persona}’s draft. Publish the draft to use it.`,
    teaching: (title: string) => `Added “${title}” to the knowledge base. Selene can draw on it from the next reply.`,
    dismissed: 'Dismissed the suggestion.',
  },
  editDraft: (persona: string) => `Open ${persona}’s draft`,
  decidedTitle: 'Decided',
  decidedEmpty: 'No decision yet.',
  decided: {
    rule: (persona: string, rule: string) => `Rule added to ${persona}’s draft: “${rule}”`,
    teaching: (title: string) => `Teaching added: “${title}”`,
    dismissed: (note: string | null) => (note ? `Dismissed: ${note}` : 'Dismissed'),
  },
  decidedBy: (who: string | null, when: string) => `${who ?? 'A deleted account'}, ${when}`,
  decidedEvidence: (count: number) => `${count} ${count === 1 ? 'reply' : 'replies'} of evidence`,
} as const;
