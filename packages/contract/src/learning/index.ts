// `/learning` (issue 20 item 8): what Selene should learn, drawn from the replies people rated
// negatively and from the questions no teaching answered. Two kinds of suggestion, each with its
// evidence: a "missing teaching" (questions of a domain and intent answered without any teaching of
// the knowledge base) and "confusing phrasing" (replies that drew on teachings and were still rated
// negatively: the knowledge was there, the words did not land). An admin accepts one into a
// persona's draft (a guidance rule) or into a teaching (with its source), or dismisses it; each
// decision is stored and audit-logged. An entry point of its own (`@app/contract/learning`).
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { feedbackDomains } from '../feedbackConversations';
import { parseReply } from '../parse';
import { personaKeys, personaLimits } from '../personas';
import { type ApiClient, defaultApiClient } from '../request';
import { CountSchema, hasControlCharacters, IdSchema, IsoTimeSchema } from '../schemas/common';
import { PersonaVersionRefSchema, trainingIntents } from '../trainingAnalytics';

export const learningSuggestionKinds = ['missing-teaching', 'confusing-phrasing'] as const;
export type LearningSuggestionKind = (typeof learningSuggestionKinds)[number];

export const learningOutcomes = ['rule', 'teaching', 'dismissed'] as const;
export type LearningOutcome = (typeof learningOutcomes)[number];

/** Suggestions are drawn from the replies of this many last days. */
export const learningWindowDays = 90;
/** Pieces of evidence each suggestion carries (the newest); `evidenceCount` counts them all. */
export const learningEvidenceMax = 5;
/** Decisions listed (the newest). */
export const learningDecisionsMax = 20;

export const learningLimits = { title: 200, content: 10_000, source: 300, note: 500 } as const;

/** The rules' words (the server answers them in its 4xx). */
export const learningContractMessages = {
  required: 'This field cannot be empty.',
  tooLong: (max: number) => `Keep this to ${max} characters or fewer.`,
  control: 'Remove the invisible control characters from this field.',
  suggestion: 'Choose an open suggestion.',
  outcome: 'Choose to add a guidance rule, add a teaching or dismiss.',
  persona: 'Choose Selene or Orion.',
  domain: 'Choose Psychology, Astrology or Esoteric Wisdom.',
  notOpen: 'This suggestion is no longer open: it was decided, or its evidence is gone.',
  rulesFull: `The draft already has ${personaLimits.rules} guidance rules: remove one on its training page first.`,
  ruleExists: 'The draft already has this guidance rule.',
} as const;
const text = learningContractMessages;

const Text = (max: number) =>
  v.pipe(
    v.string(text.required),
    v.check((value) => !hasControlCharacters(value), text.control),
    v.trim(),
    v.nonEmpty(text.required),
    v.maxLength(max, text.tooLong(max)),
  );

/** `missing-teaching:{domain}:{intent}` or `confusing-phrasing:{persona}:{intent}`. */
export const LearningSuggestionIdSchema = v.pipe(
  v.string(text.suggestion),
  v.regex(/^(missing-teaching|confusing-phrasing):[a-z]{1,20}:[a-z-]{1,20}$/, text.suggestion),
);

/** One reply behind a suggestion: the question, the reply, and why it counts. */
export const LearningEvidenceSchema = v.object({
  messageId: IdSchema,
  conversationId: IdSchema,
  question: v.nullable(v.string()),
  reply: v.string(),
  /** `negative`: its owner rated it so; `unanswered`: no teaching was drawn on. Both can hold. */
  reasons: v.array(v.picklist(['negative', 'unanswered'])),
  persona: PersonaVersionRefSchema,
  at: IsoTimeSchema,
});
export type LearningEvidence = v.InferOutput<typeof LearningEvidenceSchema>;

export const LearningSuggestionSchema = v.object({
  id: LearningSuggestionIdSchema,
  kind: v.picklist(learningSuggestionKinds),
  domain: v.picklist(feedbackDomains),
  intent: v.picklist(trainingIntents),
  /** The persona whose replies confused (confusing phrasing); null for a missing teaching. */
  persona: v.nullable(v.picklist(personaKeys)),
  evidenceCount: CountSchema,
  negativeCount: CountSchema,
  latestAt: IsoTimeSchema,
  evidence: v.array(LearningEvidenceSchema),
});
export type LearningSuggestion = v.InferOutput<typeof LearningSuggestionSchema>;

export const LearningDecisionSchema = v.object({
  id: IdSchema,
  suggestionId: LearningSuggestionIdSchema,
  kind: v.picklist(learningSuggestionKinds),
  outcome: v.picklist(learningOutcomes),
  persona: v.nullable(v.picklist(personaKeys)),
  rule: v.nullable(v.string()),
  /** The teaching made (null once it is deleted, or for other outcomes). */
  teachingId: v.nullable(IdSchema),
  teachingTitle: v.nullable(v.string()),
  note: v.nullable(v.string()),
  evidenceCount: CountSchema,
  decidedAt: IsoTimeSchema,
  decidedBy: v.nullable(v.string()),
});
export type LearningDecision = v.InferOutput<typeof LearningDecisionSchema>;

/**
 * `GET /api/admin/learning`: open suggestions (most evidence first) and the newest decisions. A
 * decided suggestion opens again when new evidence arrives after the decision.
 */
export const LearningOverviewSchema = v.object({
  suggestions: v.array(LearningSuggestionSchema),
  decisions: v.array(LearningDecisionSchema),
});
export type LearningOverview = v.InferOutput<typeof LearningOverviewSchema>;

/** `POST /api/admin/learning/decisions`. */
export const LearningDecisionInputSchema = v.variant(
  'outcome',
  [
    v.object({
      suggestionId: LearningSuggestionIdSchema,
      outcome: v.literal('rule'),
      persona: v.picklist(personaKeys, text.persona),
      rule: Text(personaLimits.rule),
    }),
    v.object({
      suggestionId: LearningSuggestionIdSchema,
      outcome: v.literal('teaching'),
      domain: v.picklist(feedbackDomains, text.domain),
      title: Text(learningLimits.title),
      content: Text(learningLimits.content),
      source: Text(learningLimits.source),
    }),
    v.object({
      suggestionId: LearningSuggestionIdSchema,
      outcome: v.literal('dismissed'),
      note: v.optional(
        v.pipe(
          v.string(),
          v.check((value) => !hasControlCharacters(value), text.control),
          v.trim(),
          v.maxLength(learningLimits.note, text.tooLong(learningLimits.note)),
        ),
      ),
    }),
  ],
  text.outcome,
);
export type LearningDecisionInput = v.InferInput<typeof LearningDecisionInputSchema>;

// ---- Paths, keys and the calls ----

const learningPath = '/api/admin/learning';
const decisionsPath = `${learningPath}/decisions`;

export const learningRoutes = {
  get: { method: 'GET', path: learningPath },
  decide: { method: 'POST', path: decisionsPath },
} as const;

export const learningKeys = { all: [learningPath] as const };

/** `GET /api/admin/learning` (admins). */
export function learningQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: learningKeys.all,
    queryFn: async ({ signal }) =>
      parseReply(LearningOverviewSchema, `GET ${learningPath}`, await api.read(learningPath, { signal })),
  });
}

/** `POST /api/admin/learning/decisions` (admins): accept into a draft or a teaching, or dismiss. */
export function decideLearningMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', decisionsPath] as const,
    mutationFn: async (input: LearningDecisionInput) =>
      parseReply(
        LearningDecisionSchema,
        `POST ${decisionsPath}`,
        await api.request('POST', decisionsPath, { body: input }),
      ),
    retry: false,
    onSuccess: (_decision, _input, _result, { client }) => client.invalidateQueries({ queryKey: learningKeys.all }),
  });
}
