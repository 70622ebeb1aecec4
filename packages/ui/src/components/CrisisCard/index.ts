export type { CrisisCardProps } from './CrisisCard';
export { CrisisCard } from './CrisisCard';
export type { CrisisCardContact, CrisisCardContent, CrisisCardResource } from './types';
