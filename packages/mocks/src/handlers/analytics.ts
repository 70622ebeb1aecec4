import { HttpResponse } from 'msw';
import { defineScenarios, type EndpointMock } from './scenarios';

const analyticsMocks = {
  analyticsEvent: { success: () => new HttpResponse(null, { status: 204 }) },
} satisfies Record<string, EndpointMock>;

/** `POST /api/analytics/subscription-event` (its reply is not read). */
export const analyticsHandlers = defineScenarios(analyticsMocks);
