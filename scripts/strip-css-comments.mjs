// The library's shipped CSS without comments: vanilla-extract's esbuild plugin leaves a comment per
// stylesheet with its source inlined (tens of KB a consumer downloads and never reads), and the CSS
// source map no longer matches once they are gone, so its link goes too.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `css` without its comments and the blank lines they leave. Strings in CSS never hold `/*` here. */
export function stripCssComments(css) {
  return `${css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\n\s*\n+/g, '\n')
    .trim()}\n`;
}

/** Strips every `.css` file under `dir` (its folders too) and removes the CSS source maps. */
export function stripCssCommentsIn(dir) {
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, item.name);
    if (item.isDirectory()) stripCssCommentsIn(path);
    else if (item.name.endsWith('.css')) writeFileSync(path, stripCssComments(readFileSync(path, 'utf8')));
    else if (item.name.endsWith('.css.map')) rmSync(path);
  }
}
