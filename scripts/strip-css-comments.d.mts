/** The shipped CSS without comments (see strip-css-comments.mjs). */
export function stripCssComments(css: string): string;
export function stripCssCommentsIn(dir: string): void;
