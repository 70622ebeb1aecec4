/** Spec 1: the service worker is registered at /sw.js (production builds only; dev serves sources). */
export const serviceWorkerUrl = '/sw.js';

export function registerServiceWorker(nav: Navigator | undefined = globalThis.navigator): void {
  if (!nav || !('serviceWorker' in nav)) return;
  const register = () => {
    nav.serviceWorker.register(serviceWorkerUrl, { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  // After load, so the worker's first caching never competes with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
