export type { ChartAspectLine, ChartWheelProps } from './ChartWheel';
export { ChartWheel, describeChart } from './ChartWheel';
export { houseMidpoints, pointOnWheel, spreadLongitudes } from './wheelGeometry';
