// The daily planner's card (spec 4) in its own chunk: only the tiers that see it load it.
export { SynopsisCard } from '@app/ui';
