/**
 * The start of every class name in the built library (tsup's vanilla-extract identifiers). The
 * stylesheet's base rules select the library's own elements by it, so they leave the host page's
 * elements alone.
 */
export const libraryClassPrefix = 'mhui-';
