export type { LoaderProps, LoaderSize, LoaderVariant } from './Loader';
export { Loader, loaderSizeNames, loaderVariants } from './Loader';
