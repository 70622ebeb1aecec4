export type { IconProps, IconSize } from './Icon';
export { Icon } from './Icon';
