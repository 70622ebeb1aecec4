// The opt-in page reset. Built, it is `@app/ui/reset.css`; apps and Storybook that read the library
// from source import `@app/ui/reset.css` too, aliased to this file.
import './theme/reset.css';
