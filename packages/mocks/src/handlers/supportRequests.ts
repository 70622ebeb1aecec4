import { type SupportRequestDetail, supportReferenceOf } from '@app/contract';
import { HttpResponse } from 'msw';
import { fixtureTime, supportRequestDetail, supportRequestPage, supportRequestSummaries, users } from '../fixtures';
import { defineScenarios, type EndpointMock } from './scenarios';

/** The reference of the request the mocks store. */
export const mockedSupportReference = supportReferenceOf(42);

// The server's words (packages/server/src/messages.ts, supportRequests).
const received = (email: string | undefined) =>
  email
    ? `Thank you. We have your message and sent a confirmation to ${email}. Quote ${mockedSupportReference} if you write to us about it.`
    : `Thank you. We have your message. Quote ${mockedSupportReference} if you write to us about it.`;

const detailWith = (changes: Partial<SupportRequestDetail>): SupportRequestDetail => ({
  ...supportRequestDetail,
  ...changes,
});

const supportRequestMocks = {
  createSupportRequest: {
    success: async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { email?: string };
      return HttpResponse.json(
        { id: 42, reference: mockedSupportReference, message: received(body.email ?? 'core@example.com') },
        { status: 201 },
      );
    },
  },
  adminSupportRequests: {
    // Filtered as the server filters, so a story's filter shows its effect.
    success: ({ request }) => {
      const query = new URL(request.url).searchParams;
      const kind = query.get('kind');
      const status = query.get('status');
      return HttpResponse.json(
        supportRequestPage(
          supportRequestSummaries.filter(
            (item) => (!kind || item.kind === kind) && (!status || item.status === status),
          ),
        ),
      );
    },
    empty: () => HttpResponse.json(supportRequestPage([])),
  },
  adminSupportRequest: { success: () => HttpResponse.json(supportRequestDetail) },
  replySupportRequest: {
    success: async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { text?: string };
      return HttpResponse.json(
        detailWith({
          status: 'answered',
          updatedAt: fixtureTime(),
          replies: [{ id: 1, text: body.text ?? '', author: users.admin.username, createdAt: fixtureTime() }],
        }),
      );
    },
  },
  setSupportRequestStatus: {
    success: async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { status?: SupportRequestDetail['status'] };
      return HttpResponse.json(detailWith({ status: body.status ?? 'closed', updatedAt: fixtureTime() }));
    },
  },
} satisfies Record<string, EndpointMock>;

/** `POST /api/requests` (the help, request and contact forms) and the admin inbox (`/api/admin/requests...`). */
export const supportRequestHandlers = {
  ...defineScenarios(supportRequestMocks),
  /** The server refuses fields (400 `{ message, errors: [{ field, message }] }`). */
  invalidFields: (errors: { field: string; message: string }[]) =>
    defineScenarios({
      ...supportRequestMocks,
      createSupportRequest: {
        success: () => HttpResponse.json({ message: 'Please check the highlighted fields.', errors }, { status: 400 }),
      },
    }).success(),
  /** The sending call's rate limit (packages/server/src/http/limits.ts): 429 with the wait. */
  rateLimited: () =>
    defineScenarios({
      ...supportRequestMocks,
      createSupportRequest: {
        success: () =>
          HttpResponse.json(
            { message: 'Too many attempts. Please wait 1800 seconds and try again.' },
            { status: 429, headers: { 'Retry-After': '1800' } },
          ),
      },
    }).success(),
  /** The conversation named is not the sender's (404). */
  conversationNotFound: () =>
    defineScenarios({
      ...supportRequestMocks,
      createSupportRequest: {
        success: () => HttpResponse.json({ message: 'Conversation not found' }, { status: 404 }),
      },
    }).success(),
};
