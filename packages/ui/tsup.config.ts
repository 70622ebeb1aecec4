import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  // TypeScript 6 deprecates baseUrl, which tsup's dts step sets (NOTES.md pitfall 1).
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  treeshake: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
