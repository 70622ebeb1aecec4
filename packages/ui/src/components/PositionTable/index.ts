export type { PositionTableProps } from './PositionTable';
export { PositionTable } from './PositionTable';
