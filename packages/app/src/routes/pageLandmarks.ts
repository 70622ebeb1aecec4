/**
 * The footer's id. The document's head names it in `<link rel="expect" blocking="render">`: the
 * browser does not paint a half-parsed page whose footer has not arrived. Without it, a long page
 * painted mid-parse laid the chat out without its footer (the composer at the screen's foot) and
 * moved the composer up when the footer came: a layout shift of 0.023 on a signed-in `/`.
 */
export const footerId = 'site-footer';
