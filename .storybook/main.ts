import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const uiSource = fileURLToPath(new URL('../packages/ui/src/index.ts', import.meta.url));
const uiStyles = fileURLToPath(new URL('../packages/ui/src/styles.ts', import.meta.url));
const uiReset = fileURLToPath(new URL('../packages/ui/src/reset.ts', import.meta.url));
const uiTesting = fileURLToPath(new URL('../packages/ui/src/testing.ts', import.meta.url));

const config: StorybookConfig = {
  // STORIES narrows the build to some files (comma-separated globs relative to the repository),
  // e.g. STORIES=stories/ui/Toast.stories.tsx, for quick local runs.
  stories: process.env.STORIES
    ? process.env.STORIES.split(',').map((glob) => `../${glob.trim()}`)
    : ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Stories read @app/ui from source, so a story always shows the code under review.
      resolve: {
        alias: [
          { find: /^@app\/ui$/, replacement: uiSource },
          { find: /^@app\/ui\/styles\.css$/, replacement: uiStyles },
          { find: /^@app\/ui\/reset\.css$/, replacement: uiReset },
          { find: /^@app\/ui\/testing$/, replacement: uiTesting },
        ],
      },
      // Storybook 10.6 dev mode on Vite 8 needs React pre-bundled (NOTES.md pitfall 6).
      optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client'] },
    });
  },
};

export default config;
