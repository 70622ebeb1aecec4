// The web fonts in a stylesheet of their own, so a first visit paints before they arrive (in the
// metric-matched fallback) and the server can name them once the browser has them cached.
import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/600.css';
