// The enhancer (`@app/contract/enhancer`): two teachings and two prompts, a proposal per item (the
// offline provider's kind of change), accept over a list kept for the life of the handlers, with
// the server's 409 when the text changed since the proposal.
import {
  type EnhanceAcceptInput,
  type EnhanceItem,
  type EnhanceItems,
  type EnhanceProposal,
  type EnhanceTarget,
  enhancerRoutes,
} from '@app/contract/enhancer';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';

const route = (path: string) => `*${path}`;
const serverError = () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });

/** Two teachings (one messy, one already clear) and two suggested prompts. */
export function enhanceItemsFixture(): EnhanceItems {
  return {
    teachings: [
      {
        kind: 'teaching',
        id: 12,
        title: 'Shadow work',
        domain: 'Psychology',
        text: 'the shadow  holds what we hide , e.g. anger. when i notice it, it softens',
      },
      {
        kind: 'teaching',
        id: 7,
        title: 'The Full Moon',
        domain: 'Astrology',
        text: 'The Full Moon brings what was hidden into view.',
      },
    ],
    prompts: [
      {
        kind: 'prompt',
        id: 'read-my-natal-chart',
        title: 'Read my natal chart',
        domain: 'Astrology',
        text: 'what does my chart say abt me w/ the moon in scorpio',
      },
      {
        kind: 'prompt',
        id: 'calm-my-mind',
        title: 'Calm my mind',
        domain: 'Psychology',
        text: 'How can I calm my mind before sleep?',
      },
    ],
  };
}

/** The clearer versions the mocks propose (what the offline provider makes of the fixtures). */
const proposals: Record<string, Pick<EnhanceProposal, 'proposed' | 'changes'>> = {
  'teaching:12': {
    proposed: 'The shadow holds what we hide, for example anger. When I notice it, it softens.',
    changes: ['whitespace', 'abbreviations', 'sentence-case', 'punctuation'],
  },
  'teaching:7': { proposed: 'The Full Moon brings what was hidden into view.', changes: [] },
  'prompt:read-my-natal-chart': {
    proposed: 'What does my chart say about me with the moon in Scorpio?',
    changes: ['abbreviations', 'sentence-case', 'punctuation'],
  },
  'prompt:calm-my-mind': { proposed: 'How can I calm my mind before sleep?', changes: [] },
};

const keyOf = (target: { kind: string; id: unknown }) => `${target.kind}:${String(target.id)}`;

interface StoreOptions {
  proposeFails?: boolean;
  acceptFails?: 'error' | 'conflict';
  proposeDelayMs?: number;
}

function enhancerStore(initial: EnhanceItems, options: StoreOptions = {}): RequestHandler[] {
  const items = structuredClone(initial);
  const find = (target: EnhanceTarget): EnhanceItem | undefined =>
    (target.kind === 'teaching' ? items.teachings : items.prompts).find(
      (item) => String(item.id) === String(target.id),
    );
  return [
    http.get(route(enhancerRoutes.items.path), () => HttpResponse.json(items)),
    http.post(route(enhancerRoutes.propose.path), async ({ request }) => {
      const target = (await request.json()) as EnhanceTarget;
      if (options.proposeDelayMs) await delay(options.proposeDelayMs);
      if (options.proposeFails) {
        return HttpResponse.json(
          { message: 'The assistant could not propose a clearer version. Try again.' },
          { status: 502 },
        );
      }
      const item = find(target);
      if (!item) return HttpResponse.json({ message: 'There is no such teaching.' }, { status: 404 });
      const known = proposals[keyOf(item)];
      const proposal: EnhanceProposal = {
        kind: item.kind,
        id: item.id,
        title: item.title,
        original: item.text,
        proposed: known && item.text !== known.proposed ? known.proposed : item.text,
        changes: known && item.text !== known.proposed ? known.changes : [],
        provider: 'offline',
      };
      return HttpResponse.json(proposal);
    }),
    http.post(route(enhancerRoutes.accept.path), async ({ request }) => {
      const input = (await request.json()) as EnhanceAcceptInput;
      if (options.acceptFails === 'error') return serverError();
      const item = find(input);
      if (!item) return HttpResponse.json({ message: 'There is no such teaching.' }, { status: 404 });
      if (options.acceptFails === 'conflict' || item.text !== input.original) {
        return HttpResponse.json(
          { message: 'This text was changed since the proposal was made. Ask for a new proposal.' },
          { status: 409 },
        );
      }
      item.text = input.proposed;
      return HttpResponse.json(item);
    }),
  ];
}

/** Scenarios: `some()` (the default), `empty()`, `loadError()`, `slowProposal()`, `proposeError()`, `conflict()`. */
export const enhancerHandlers = {
  some: () => enhancerStore(enhanceItemsFixture()),
  empty: () => enhancerStore({ teachings: [], prompts: [] }),
  loading: () => [
    http.get(route(enhancerRoutes.items.path), async () => {
      await delay('infinite');
      return HttpResponse.json(enhanceItemsFixture());
    }),
  ],
  loadError: () => [http.get(route(enhancerRoutes.items.path), serverError)],
  slowProposal: () => enhancerStore(enhanceItemsFixture(), { proposeDelayMs: 600_000 }),
  proposeError: () => enhancerStore(enhanceItemsFixture(), { proposeFails: true }),
  conflict: () => enhancerStore(enhanceItemsFixture(), { acceptFails: 'conflict' }),
};
