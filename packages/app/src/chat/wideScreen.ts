import { mobileBreakpoint } from '@app/ui';

/** Spec 9's mobile breakpoint: from it the history is a side panel, below it a drawer. */
export const wideScreenQuery = `(min-width: ${mobileBreakpoint}px)`;
