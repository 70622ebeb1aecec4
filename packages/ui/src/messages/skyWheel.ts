/** Sky area of the catalog: ChartWheel. */
export const skyWheelMessages = {
  title: 'Natal chart wheel',
  loading: 'Computing the chart...',
  empty: 'No positions to draw yet.',
  /** One position in the wheel's description. */
  position: (point: string, sign: string, degree: string, retrograde: boolean, house?: number) =>
    `${point} ${degree} ${sign}${retrograde ? ' retrograde' : ''}${house ? `, house ${house}` : ''}`,
  summary: (positions: string[]) => `Positions: ${positions.join('; ')}.`,
  angles: (ascendant: string, midheaven: string) => `Ascendant ${ascendant}, Midheaven ${midheaven}.`,
  housesSummary: (count: number) => `${count} house cusps drawn.`,
  noHouses: 'Birth time unknown: no ascendant or houses.',
  aspectsSummary: (count: number) => (count === 1 ? '1 aspect line drawn.' : `${count} aspect lines drawn.`),
  ascendantLabel: 'ASC',
  midheavenLabel: 'MC',
} as const;
