/** Where the shell's installable-app files are served (packages/app/public, copied into the build as is). */
export const appIcons = {
  manifest: '/manifest.webmanifest',
  favicon: '/icons/moonheart.svg',
  appleTouch: '/icons/apple-touch-icon.png',
} as const;
