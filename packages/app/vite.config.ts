import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: {
    // The shell reads @app/ui from source, so one build shows the library as it is in the tree.
    alias: [
      { find: /^@app\/ui$/, replacement: fromRoot('packages/ui/src/index.ts') },
      { find: /^@app\/ui\/styles\.css$/, replacement: fromRoot('packages/ui/src/styles.ts') },
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { target: 'es2022', sourcemap: true },
});
