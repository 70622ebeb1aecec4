export type { TimelineOrientation, TransitTimelineProps } from './TransitTimeline';
export { TransitTimeline } from './TransitTimeline';
