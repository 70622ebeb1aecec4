import { HttpResponse } from 'msw';
import { defineScenarios, type EndpointMock } from './scenarios';

const feedbackMocks = {
  feedback: { success: () => HttpResponse.json({ success: true }, { status: 201 }) },
} satisfies Record<string, EndpointMock>;

/** `POST /api/feedback`. */
export const feedbackHandlers = {
  ...defineScenarios(feedbackMocks),
  /** The server answers OK but `success: false`. */
  rejected: () => defineScenarios({ feedback: { success: () => HttpResponse.json({ success: false }) } }).success(),
};
