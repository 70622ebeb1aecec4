import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiPaths, endpoints } from './endpoints';
import { mutationKeys } from './mutations';
import { parseReply } from './parse';
import { type ApiClient, defaultApiClient } from './request';
import type { Id } from './schemas/common';
import {
  type SupportReplyInput,
  type SupportRequestDetail,
  SupportRequestDetailSchema,
  type SupportRequestFilters,
  type SupportRequestInput,
  SupportRequestPageSchema,
  SupportRequestReceiptSchema,
  type SupportRequestStatus,
} from './schemas/supportRequest';

// The calls of the help, request and contact forms and of the admin inbox they feed.

/** Query keys of the admin inbox: every list under `lists`, each filter set its own. */
export const supportRequestKeys = {
  all: [endpoints.adminSupportRequests.path] as const,
  lists: [endpoints.adminSupportRequests.path, 'list'] as const,
  list: ({ kind, status, page = 1 }: SupportRequestFilters) =>
    [endpoints.adminSupportRequests.path, 'list', { kind: kind ?? null, status: status ?? null, page }] as const,
  detail: (requestId: Id) => [endpoints.adminSupportRequests.path, requestId] as const,
};

/**
 * `POST /api/requests`: sends a help, request or contact message. Answers its reference and what
 * to tell the sender. Read a 400's field errors with `authErrorOf`, a 429's wait with `serverMessageOf`.
 */
export function createSupportRequestMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.createSupportRequest,
    mutationFn: async (input: SupportRequestInput) =>
      parseReply(
        SupportRequestReceiptSchema,
        'createSupportRequest',
        await api.request('POST', apiPaths.supportRequests, { body: input }),
      ),
  });
}

/** `GET /api/admin/requests` (admins): a page of the inbox, newest first. */
export function supportRequestsQueryOptions(filters: SupportRequestFilters = {}, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: supportRequestKeys.list(filters),
    queryFn: async ({ signal }) =>
      parseReply(
        SupportRequestPageSchema,
        'adminSupportRequests',
        await api.read(apiPaths.adminSupportRequests(filters), { signal }),
      ),
  });
}

/** `GET /api/admin/requests/{id}` (admins): one request with its replies. */
export function supportRequestQueryOptions(requestId: Id, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: supportRequestKeys.detail(requestId),
    queryFn: async ({ signal }) =>
      parseReply(
        SupportRequestDetailSchema,
        'adminSupportRequest',
        await api.read(apiPaths.adminSupportRequest(requestId), { signal }),
      ),
  });
}

/** Puts an updated request in the cache and marks the lists stale (its status may move it). */
function storeDetail(client: QueryClient, detail: SupportRequestDetail): Promise<void> {
  client.setQueryData(supportRequestKeys.detail(detail.id), detail);
  return client.invalidateQueries({ queryKey: supportRequestKeys.lists });
}

/** `POST /api/admin/requests/{id}/reply` (admins): mails the reply to the requester and stores it. */
export function replySupportRequestMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.replySupportRequest,
    mutationFn: async ({ requestId, ...input }: SupportReplyInput & { requestId: Id }) =>
      parseReply(
        SupportRequestDetailSchema,
        'replySupportRequest',
        await api.request('POST', apiPaths.replySupportRequest(requestId), { body: input }),
      ),
    onSuccess: (detail, _input, _onMutateResult, { client }) => storeDetail(client, detail),
  });
}

/** `POST /api/admin/requests/{id}/close` (admins): sets the status (closed, or open or answered again). */
export function setSupportRequestStatusMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: mutationKeys.setSupportRequestStatus,
    mutationFn: async ({ requestId, status }: { requestId: Id; status: SupportRequestStatus }) =>
      parseReply(
        SupportRequestDetailSchema,
        'setSupportRequestStatus',
        await api.request('POST', apiPaths.setSupportRequestStatus(requestId), { body: { status } }),
      ),
    onSuccess: (detail, _input, _onMutateResult, { client }) => storeDetail(client, detail),
  });
}
