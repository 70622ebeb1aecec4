// The library's global styles: both themes, the fonts' fallbacks and the base of its own elements
// (the page reset is opt-in: reset.ts). Built, they are part of
// `@app/ui/styles.css`; apps and Storybook that read the library from source import
// `@app/ui/styles.css` too, aliased to this file, because a bundler may skip side-effect imports
// of a side-effect-free barrel such as index.ts.
import './theme/light.css';
import './theme/darkCelestial.css';
import './theme/global.css';
