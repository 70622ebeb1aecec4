import './offlineTheme.css';
import { offlineMessages } from './offlineMessages';
import { storedTheme, themeAttribute } from './offlineTheme';
import { renderOfflineToday } from './offlineToday';

// The offline document's entry (offline.html, a second Vite input): no router, no queries, no
// account. The theme comes from the stored choice before the first paint of the view.
document.documentElement.setAttribute(themeAttribute, storedTheme());
document.title = offlineMessages.documentTitle;

const root = document.getElementById('root');
if (root) renderOfflineToday(root);
