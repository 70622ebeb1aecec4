/** The astrology page's "Keep my Sun sign on this device" control (loads with that page). */
export const keepSunSignMessages = {
  label: 'Keep my Sun sign on this device',
  description: (sign: string) =>
    `Stores only your Sun sign (${sign}) in this browser, so Moonheart can show it when you’re offline. Nothing else from your chart is kept.`,
  kept: (sign: string) => `Your Sun sign (${sign}) is kept on this device.`,
  forget: 'Forget',
  forgotten: 'Your Sun sign is no longer kept on this device.',
  unavailable: 'This browser does not let Moonheart keep anything on the device.',
} as const;
