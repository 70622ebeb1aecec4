// The /learning calls (`@app/contract/learning`), mocked over a small in-memory state: the GET
// answers the open suggestions and decisions; a decision (checked with the contract's schema) closes
// its suggestion and is listed first. An entry point of its own (`@app/mocks/learning`).
import {
  type LearningDecision,
  LearningDecisionInputSchema,
  type LearningOverview,
  type LearningSuggestion,
  learningContractMessages,
  learningRoutes,
} from '@app/contract/learning';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import * as v from 'valibot';
import { fixtureTime } from '../fixtures/time';

export const learningSuggestionsFixture: LearningSuggestion[] = [
  {
    id: 'missing-teaching:astrology:career',
    kind: 'missing-teaching',
    domain: 'astrology',
    intent: 'career',
    persona: null,
    evidenceCount: 3,
    negativeCount: 2,
    latestAt: fixtureTime(-45),
    evidence: [
      {
        messageId: 512,
        conversationId: 97,
        question: 'Saturn is on my Midheaven. Should I quit my job or wait?',
        reply: 'The Moon is waxing in Gemini today, a time for gathering ideas rather than acting on them…',
        reasons: ['negative', 'unanswered'],
        persona: { name: 'Selene', version: 3 },
        at: fixtureTime(-45),
      },
      {
        messageId: 488,
        conversationId: 91,
        question: 'What does a Saturn return mean for my career?',
        reply: 'A Saturn return arrives around 29 and asks what you are building…',
        reasons: ['unanswered'],
        persona: { name: 'Selene', version: 3 },
        at: fixtureTime(-60 * 20),
      },
    ],
  },
  {
    id: 'confusing-phrasing:selene:relationships',
    kind: 'confusing-phrasing',
    domain: 'psychology',
    intent: 'relationships',
    persona: 'selene',
    evidenceCount: 2,
    negativeCount: 2,
    latestAt: fixtureTime(-120),
    evidence: [
      {
        messageId: 470,
        conversationId: 88,
        question: 'Why do I always fall for people who are unavailable?',
        reply: 'Attachment theory describes an anxious-avoidant dance in which the pursuer…',
        reasons: ['negative'],
        persona: { name: 'Selene', version: 3 },
        at: fixtureTime(-120),
      },
    ],
  },
  {
    id: 'missing-teaching:esoteric:grief',
    kind: 'missing-teaching',
    domain: 'esoteric',
    intent: 'grief',
    persona: null,
    evidenceCount: 1,
    negativeCount: 0,
    latestAt: fixtureTime(-60 * 30),
    evidence: [
      {
        messageId: 402,
        conversationId: 77,
        question: 'Is there a ritual for honouring someone who died?',
        reply: 'Grief is love with nowhere to go…',
        reasons: ['unanswered'],
        persona: { name: 'Orion', version: 1 },
        at: fixtureTime(-60 * 30),
      },
    ],
  },
];

export const learningDecisionsFixture: LearningDecision[] = [
  {
    id: 4,
    suggestionId: 'missing-teaching:astrology:retrograde',
    kind: 'missing-teaching',
    outcome: 'teaching',
    persona: null,
    rule: null,
    teachingId: 61,
    teachingTitle: 'Mercury retrograde without fear',
    note: null,
    evidenceCount: 4,
    decidedAt: fixtureTime(-60 * 48),
    decidedBy: 'admin',
  },
  {
    id: 3,
    suggestionId: 'confusing-phrasing:orion:moon-phase',
    kind: 'confusing-phrasing',
    outcome: 'dismissed',
    persona: null,
    rule: null,
    teachingId: null,
    teachingTitle: null,
    note: 'One person, one evening.',
    evidenceCount: 1,
    decidedAt: fixtureTime(-60 * 72),
    decidedBy: 'admin',
  },
];

function stateful(initial: () => LearningOverview, decideStatus?: { status: number; message: string }) {
  let state = initial();
  let nextId = 100;
  return [
    http.get(`*${learningRoutes.get.path}`, () => HttpResponse.json(state)),
    http.post(`*${learningRoutes.decide.path}`, async ({ request }) => {
      const parsed = v.safeParse(LearningDecisionInputSchema, await request.json().catch(() => undefined));
      if (!parsed.success) {
        const message = parsed.issues[0]?.message ?? 'Invalid input';
        return HttpResponse.json({ message, errors: [{ field: 'body', message }] }, { status: 400 });
      }
      if (decideStatus) return HttpResponse.json({ message: decideStatus.message }, { status: decideStatus.status });
      const input = parsed.output;
      const suggestion = state.suggestions.find((open) => open.id === input.suggestionId);
      if (!suggestion) return HttpResponse.json({ message: learningContractMessages.notOpen }, { status: 404 });
      const decision: LearningDecision = {
        id: nextId++,
        suggestionId: suggestion.id,
        kind: suggestion.kind,
        outcome: input.outcome,
        persona: input.outcome === 'rule' ? input.persona : null,
        rule: input.outcome === 'rule' ? input.rule : null,
        teachingId: input.outcome === 'teaching' ? 200 + nextId : null,
        teachingTitle: input.outcome === 'teaching' ? input.title : null,
        note: input.outcome === 'dismissed' && input.note ? input.note : null,
        evidenceCount: suggestion.evidenceCount,
        decidedAt: fixtureTime(),
        decidedBy: 'admin',
      };
      state = {
        suggestions: state.suggestions.filter((open) => open.id !== suggestion.id),
        decisions: [decision, ...state.decisions],
      };
      return HttpResponse.json(decision, { status: 201 });
    }),
  ];
}

/** `/api/admin/learning`, by scenario. Pass as `parameters.msw.handlers.learning`. */
export const learningHandlers = {
  /** Three open suggestions and two earlier decisions; decisions work. */
  success: (): RequestHandler[] =>
    stateful(() => ({
      suggestions: structuredClone(learningSuggestionsFixture),
      decisions: [...learningDecisionsFixture],
    })),
  /** Nothing to learn yet, nothing decided. */
  empty: (): RequestHandler[] => stateful(() => ({ suggestions: [], decisions: [] })),
  /** A persona draft that cannot take another rule: deciding answers 409. */
  draftFull: (): RequestHandler[] =>
    stateful(() => ({ suggestions: structuredClone(learningSuggestionsFixture), decisions: [] }), {
      status: 409,
      message: learningContractMessages.rulesFull,
    }),
  /** The list after `ms`: the loading state. */
  slow: (ms = 2_000): RequestHandler[] => [
    http.get(`*${learningRoutes.get.path}`, async () => {
      await delay(ms);
      return HttpResponse.json({ suggestions: learningSuggestionsFixture, decisions: learningDecisionsFixture });
    }),
  ],
  /** The server fails. */
  failing: (): RequestHandler[] => [
    http.get(`*${learningRoutes.get.path}`, () =>
      HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
    ),
  ],
};
