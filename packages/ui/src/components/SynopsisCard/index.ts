export type { SynopsisAskState, SynopsisCardProps, SynopsisStatus } from './SynopsisCard';
export { SynopsisCard } from './SynopsisCard';
export type {
  PartOfDay,
  Synopsis,
  SynopsisHighlight,
  SynopsisIconName,
  SynopsisIntensity,
} from './synopsis';
export {
  formatSynopsisDate,
  limitSynopsis,
  partOfDay,
  synopsisIconNames,
  synopsisIntensities,
  synopsisLimits,
} from './synopsis';
