/** Sky area of the catalog: PositionTable. */
export const skyTableMessages = {
  caption: 'Natal positions',
  point: 'Point',
  sign: 'Sign',
  degree: 'Degree',
  house: 'House',
  motion: 'Motion',
  retrograde: 'Retrograde',
  direct: 'Direct',
  empty: 'No positions yet.',
} as const;
