export type { SwipeOutcome } from './swipe';
export { isHorizontalSwipe, resolveSwipe, SWIPE_THRESHOLD } from './swipe';
export type { ToasterProps } from './Toaster';
export { Toaster } from './Toaster';
export type { ToastInput, ToastPolicy, ToastQueue, ToastQueueOptions, ToastRecord, ToastVariant } from './toastQueue';
export {
  createToastQueue,
  defaultToastDuration,
  isToastAllowed,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toastVariants,
} from './toastQueue';
