import { pageReset } from './pageReset';

// The opt-in page reset (`@app/ui/reset.css`): for an app that gives the whole page to the library's
// look. The components do not need it.
pageReset();
