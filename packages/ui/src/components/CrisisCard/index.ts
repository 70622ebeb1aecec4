export type { CrisisCardProps } from './CrisisCard';
export { CrisisCard } from './CrisisCard';
export { crisisHref } from './crisisHref';
export type { CrisisCardContact, CrisisCardContent, CrisisCardResource } from './types';
