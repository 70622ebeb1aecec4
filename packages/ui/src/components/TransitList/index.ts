export type { TransitListProps } from './TransitList';
export { TransitList } from './TransitList';
