/** The mobile breakpoint, in CSS pixels. */
export const mobileBreakpoint = 768;

export interface Platform {
  isMobile: boolean;
  isSafari: boolean;
}

export interface PlatformInput {
  userAgent: string;
  viewportWidth?: number;
}

/**
 * What the voice features need to know about the device: mobile (a mobile user agent, or a
 * viewport under 768 px) and Safari (Safari's engine without Chrome's or Android's marks).
 * Pure, so that tests and stories pass any device.
 */
export function detectPlatform({ userAgent, viewportWidth }: PlatformInput): Platform {
  const isMobile =
    /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i.test(userAgent) ||
    (viewportWidth !== undefined && viewportWidth < mobileBreakpoint);
  const isSafari = /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|Edg\/|Android/.test(userAgent);
  return { isMobile, isSafari };
}

/** The current browser's platform (desktop, not Safari, outside a browser). */
export function currentPlatform(): Platform {
  if (typeof navigator === 'undefined') return { isMobile: false, isSafari: false };
  return detectPlatform({ userAgent: navigator.userAgent, viewportWidth: globalThis.innerWidth });
}
