// The admins' rated-conversation calls (`@app/contract/feedbackConversations`), mocked with the
// server's rules: newest feedback first, the filters (a reply rated so, in that domain), pages,
// 404 for an unknown or unrated conversation, 400 for a wrong filter. An entry point of its own
// (`@app/mocks/feedbackConversations`).
import {
  type FeedbackConversationDetail,
  type FeedbackConversationSummary,
  type FeedbackDomain,
  type FeedbackRating,
  feedbackConversationMessages,
  feedbackConversationPageSize,
  feedbackConversationRoutes,
  feedbackDomains,
  feedbackRatings,
} from '@app/contract/feedbackConversations';
import { delay, HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';
import { fixtureTime } from '../fixtures/time';

// The server's words (packages/server/src/messages.ts, feedbackConversations).
export const feedbackConversationReplies = {
  notFound: 'Conversation not found, or none of its replies was rated',
  invalidFields: 'Please check the highlighted fields.',
} as const;

type Route = keyof typeof feedbackConversationRoutes;
const routeNames = Object.keys(feedbackConversationRoutes) as Route[];

interface Exchange {
  question: string;
  reply: string;
  rating?: { rating: FeedbackRating; domain: FeedbackDomain | null; minutesAgo: number };
}
interface Fixture {
  id: number;
  title: string | null;
  user: { id: number; username: string; disabled: boolean };
  startedMinutesAgo: number;
  exchanges: Exchange[];
}

const fixtures: Fixture[] = [
  {
    id: 41,
    title: 'Saturn return and my career',
    user: { id: 7, username: 'core', disabled: false },
    startedMinutesAgo: 80,
    exchanges: [
      {
        question: 'My Saturn return starts this year. What does it mean for my career?',
        reply:
          'Saturn returns to the place it held when you were born about every 29 years. It asks what you have built and whether it still fits: a good time to set one steady, long goal at work.',
        rating: { rating: 'positive', domain: 'astrology', minutesAgo: 70 },
      },
      {
        question: 'Should I quit my job then?',
        reply:
          '**Saturn favours structure** over sudden leaps. Before deciding, write down what you would keep and what you would change; the transit rewards patient plans.',
        rating: { rating: 'negative', domain: 'astrology', minutesAgo: 12 },
      },
    ],
  },
  {
    id: 38,
    title: 'Calming an anxious mind',
    user: { id: 9, username: 'plus', disabled: false },
    startedMinutesAgo: 300,
    exchanges: [
      {
        question: 'How can I calm my anxiety before a hard conversation?',
        reply:
          'Slow breathing helps the body believe it is safe: breathe in for four counts and out for six, a few times. Then name the one thing you most want the other person to hear.',
        rating: { rating: 'positive', domain: 'psychology', minutesAgo: 240 },
      },
    ],
  },
  {
    id: 35,
    title: 'The hermetic principle of correspondence',
    user: { id: 11, username: 'elite', disabled: true },
    startedMinutesAgo: 2_000,
    exchanges: [
      {
        question: 'What does "as above, so below" mean?',
        reply:
          'It is the hermetic principle of correspondence: the patterns of the large world repeat in the small one, so the sky can be read as a mirror of inner life.',
        rating: { rating: 'negative', domain: 'esoteric', minutesAgo: 1_900 },
      },
      {
        question: 'Thank you',
        reply: 'You are welcome. Come back whenever the sky or your heart has a question.',
      },
    ],
  },
  {
    id: 30,
    title: null,
    user: { id: 12, username: 'advanced', disabled: false },
    startedMinutesAgo: 5_000,
    exchanges: [
      {
        question: 'Hello',
        reply: 'Hello, I am Selene. Ask me about the sky, your chart or your heart.',
        rating: { rating: 'positive', domain: null, minutesAgo: 4_990 },
      },
    ],
  },
];

const ratedOf = (fixture: Fixture) =>
  fixture.exchanges.flatMap((exchange) => (exchange.rating ? [exchange.rating] : []));

function summaryOf(fixture: Fixture): FeedbackConversationSummary {
  const rated = ratedOf(fixture);
  const latest = rated.reduce((a, b) => (b.minutesAgo < a.minutesAgo ? b : a));
  return {
    id: fixture.id,
    title: fixture.title,
    user: fixture.user,
    positiveCount: rated.filter((r) => r.rating === 'positive').length,
    negativeCount: rated.filter((r) => r.rating === 'negative').length,
    domains: [...new Set(rated.flatMap((r) => (r.domain ? [r.domain] : [])))].sort(),
    latestFeedbackAt: fixtureTime(-latest.minutesAgo),
    latestRating: latest.rating,
  };
}

function detailOf(fixture: Fixture): FeedbackConversationDetail {
  let id = fixture.id * 100;
  let minutes = fixture.startedMinutesAgo;
  return {
    id: fixture.id,
    title: fixture.title,
    createdAt: fixtureTime(-fixture.startedMinutesAgo),
    user: fixture.user,
    messages: fixture.exchanges.flatMap((exchange) => {
      minutes -= 1;
      const question = {
        id: ++id,
        content: exchange.question,
        isUserMessage: true,
        createdAt: fixtureTime(-minutes),
        rating: null,
      };
      minutes -= 1;
      const reply = {
        id: ++id,
        content: exchange.reply,
        isUserMessage: false,
        createdAt: fixtureTime(-minutes),
        rating: exchange.rating
          ? {
              rating: exchange.rating.rating,
              domain: exchange.rating.domain,
              ratedAt: fixtureTime(-exchange.rating.minutesAgo),
            }
          : null,
      };
      return [question, reply];
    }),
  };
}

/** The rated conversations of the mocks, newest feedback first (as the server orders them). */
export const feedbackConversationFixtures = (): FeedbackConversationSummary[] =>
  fixtures.map(summaryOf).sort((a, b) => b.latestFeedbackAt.localeCompare(a.latestFeedbackAt) || b.id - a.id);

/** One fixture conversation as it opens, or undefined. */
export const feedbackConversationDetailFixture = (id: number): FeedbackConversationDetail | undefined => {
  const found = fixtures.find((fixture) => fixture.id === id);
  return found ? detailOf(found) : undefined;
};

const invalid = (field: string, message: string) =>
  HttpResponse.json(
    { message: feedbackConversationReplies.invalidFields, errors: [{ field, message }] },
    { status: 400 },
  );

function resolvers(list: () => FeedbackConversationSummary[]): Record<Route, HttpResponseResolver> {
  return {
    list: ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = query.get('page') ?? '1';
      const domain = query.get('domain');
      const rating = query.get('rating');
      if (!/^[1-9]\d{0,5}$/.test(page)) return invalid('page', feedbackConversationMessages.page);
      if (domain !== null && !(feedbackDomains as readonly string[]).includes(domain)) {
        return invalid('domain', feedbackConversationMessages.domain);
      }
      if (rating !== null && !(feedbackRatings as readonly string[]).includes(rating)) {
        return invalid('rating', feedbackConversationMessages.rating);
      }
      // As the server: a conversation with a reply rated so, in that domain.
      const matching = list().filter((summary) => {
        // A repeated fixture (manyPages) has an id of its own: found by its title and owner.
        const fixture =
          fixtures.find((item) => item.id === summary.id) ??
          fixtures.find((item) => item.title === summary.title && item.user.id === summary.user.id);
        return (fixture ? ratedOf(fixture) : []).some(
          (r) => (domain === null || r.domain === domain) && (rating === null || r.rating === rating),
        );
      });
      const start = (Number(page) - 1) * feedbackConversationPageSize;
      return HttpResponse.json({
        conversations: matching.slice(start, start + feedbackConversationPageSize),
        page: Number(page),
        pageSize: feedbackConversationPageSize,
        total: matching.length,
      });
    },
    conversation: ({ params }) => {
      const known = list().some((summary) => String(summary.id) === params.id);
      const detail = known ? feedbackConversationDetailFixture(Number(params.id)) : undefined;
      return detail
        ? HttpResponse.json(detail)
        : HttpResponse.json({ message: feedbackConversationReplies.notFound }, { status: 404 });
    },
  };
}

const failures = {
  serverError: () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
  forbidden: () => HttpResponse.json({ message: 'You do not have access to this.' }, { status: 403 }),
  notFound: () => HttpResponse.json({ message: feedbackConversationReplies.notFound }, { status: 404 }),
} satisfies Record<string, HttpResponseResolver>;
export type FeedbackConversationFailure = keyof typeof failures;

const handle = (name: Route, resolver: HttpResponseResolver) =>
  http.get(`*${feedbackConversationRoutes[name].path.replace('{id}', ':id')}`, resolver);

function build(
  list: () => FeedbackConversationSummary[],
  replace: Partial<Record<Route, HttpResponseResolver>> = {},
): RequestHandler[] {
  const base = resolvers(list);
  return routeNames.map((name) => handle(name, replace[name] ?? base[name]));
}

const targets = (only: Route | readonly Route[] | undefined) =>
  only === undefined ? routeNames : typeof only === 'string' ? [only] : only;

/** `/api/admin/feedback-conversations...`, by scenario. Pass as `parameters.msw.handlers.feedbackConversations`. */
export const feedbackConversationHandlers = {
  /** Four rated conversations: two domains' worth of ratings, a disabled owner, an untitled one. */
  success: () => build(feedbackConversationFixtures),
  /** No conversation was rated yet. */
  empty: () => build(() => []),
  /** The fixtures repeated over `pages` pages (ids made unique), for the pager. */
  manyPages: (pages = 3) =>
    build(() => {
      const base = feedbackConversationFixtures();
      return Array.from({ length: feedbackConversationPageSize * (pages - 1) + 1 }, (_, index) => {
        const item = base[index % base.length] as FeedbackConversationSummary;
        return { ...item, id: index < base.length ? item.id : 1_000 + index };
      });
    }),
  /** Success after `ms` on the chosen calls (default: all): loading states. */
  slow: (ms = 2_000, only?: Route | readonly Route[]) => {
    const base = resolvers(feedbackConversationFixtures);
    return build(
      feedbackConversationFixtures,
      Object.fromEntries(
        targets(only).map((name) => [
          name,
          (async (info) => {
            await delay(ms);
            return base[name](info);
          }) satisfies HttpResponseResolver,
        ]),
      ),
    );
  },
  /** The chosen calls (default: all) fail as named; the others answer. */
  failing: (failure: FeedbackConversationFailure, only?: Route | readonly Route[]) =>
    build(feedbackConversationFixtures, Object.fromEntries(targets(only).map((name) => [name, failures[failure]]))),
};
