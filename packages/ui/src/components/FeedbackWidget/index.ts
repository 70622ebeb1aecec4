export type { FeedbackErrorMessage, FeedbackWidgetProps } from './FeedbackWidget';
export { FeedbackWidget } from './FeedbackWidget';
export type { FeedbackEvent, FeedbackState, FeedbackValue } from './feedbackState';
export { canSubmitFeedback, feedbackReducer, feedbackStateFor, initialFeedbackState } from './feedbackState';
