// The accessibility rules both browser suites hold pages to: the story runner (.storybook/axe.ts)
// and the e2e pages (e2e/support.mjs), and how both switch a page's theme for a second axe pass.

/** WCAG 2.0–2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules a theme can change. Switching the theme changes only the CSS of the same document, so
 * every other rule's result is the first theme's: a second theme runs these alone.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Sets the theme on the page's root as the theme toggle does: `light` is the root without the
 * attribute. Runs in the page (pass it to `page.evaluate`), so it refers to nothing outside itself.
 */
export function setThemeAttribute(theme) {
  if (theme === 'light') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', theme);
}
