/** Sky area of the catalog: TransitTimeline. */
export const skyTimelineMessages = {
  title: '30-day timeline',
  instructions: 'Use the arrow keys to move between events; press Enter to read one.',
  empty: 'No events to place on the timeline.',
  selected: 'Selected event',
  eventsCount: (count: number) => (count === 1 ? '1 event' : `${count} events`),
} as const;
