import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { stripCssCommentsIn } from '../../scripts/strip-css-comments.mjs';
import { libraryClassPrefix } from './src/theme/classPrefix';

/**
 * One output module per source module, with code splitting for what they share. A consumer's
 * bundler then drops every module it does not use (dist is side-effect free apart from its CSS),
 * so a string catalog or a constant whose initialiser esbuild cannot prove pure no longer rides
 * along with every import. With a single bundled file, importing one constant cost 6.7 KB gzip;
 * `npm run bench` measures each export.
 */
function sourceModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return item.name === '__tests__' ? [] : sourceModules(path);
    return /\.tsx?$/.test(item.name) && !/\.(test|stories)\.tsx?$|\.css\.ts$|\.d\.ts$/.test(item.name) ? [path] : [];
  });
}

export default defineConfig({
  entry: sourceModules('src'),
  format: ['esm'],
  target: 'es2022',
  // Declarations come from tsc (tsconfig.build.json): one file per module with declaration maps,
  // so go-to-definition in a consumer's editor lands in the shipped source, not in one bundled file.
  dts: false,
  clean: true,
  splitting: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components'],
  // Short hashed class names behind one prefix, which the stylesheet's base rules select by.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: ({ hash }) => `${libraryClassPrefix}${hash}` })],
  // The shipped CSS without the plugin's inlined-source comments (about 40 KB).
  onSuccess: async () => stripCssCommentsIn('dist'),
});
