import { lazyPart } from '../app/lazyPart';

const deferredChrome = () => import('./deferredChrome');

/** The header's account menu, loaded with the layout; its trigger's room is kept until then. */
export const lazyAccountMenu = lazyPart(() => deferredChrome().then((module) => module.AccountMenu));

/** The toast region; toasts raised before it arrives wait in the queue and show when it mounts. */
export const lazyToaster = lazyPart(() => deferredChrome().then((module) => module.Toaster));
