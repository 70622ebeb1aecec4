import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/600.css';
import '@app/ui/reset.css';
import '@app/ui/styles.css';
import { applyTheme, isThemeName, type ThemeName, themeNames } from '@app/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { handlers } from '../packages/mocks/src/handlers';
import { axeRunOptions } from './axe.ts';

// Play functions' findBy* and waitFor wait up to 5 s instead of 1: on CI's two busy cores a lazy
// route or a mocked reply can take longer than a second to appear, which is slowness, not a defect.
configure({ asyncUtilTimeout: 5_000 });

/** Fonts are loaded before a story renders so that screenshots never catch a fallback face. */
async function loadFonts() {
  await Promise.all([
    document.fonts.load('400 1em "Inter Variable"'),
    document.fonts.load('600 1em "Inter Variable"'),
    document.fonts.load('600 1em "Cormorant Garamond"'),
  ]);
  return {};
}

/** Applies the toolbar's theme to the document root, as the app does (spec 4). */
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = isThemeName(context.globals.theme) ? context.globals.theme : 'light';
  applyTheme(theme);
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  loaders: [mswLoader(), loadFonts],
  globalTypes: {
    theme: {
      description: 'Theme of the document root',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: themeNames.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // The home page first, then the tokens, then components by purpose, then the app's pages.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'UI',
          ['Primitives', 'Chat', 'Voice', 'Feedback', 'Sky', 'Chrome'],
          'App',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Default API handlers, keyed by domain; a story overrides one key (msw-storybook-addon).
    msw: { handlers },
    // The test runner runs axe itself, in both themes (.storybook/test-runner.ts); the panel uses
    // the same WCAG 2.2 AA rule set.
    a11y: { test: 'off', options: axeRunOptions },
  },
};

export default preview;
