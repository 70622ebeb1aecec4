import { brand } from '@app/ui';

/** The sky pages' strings (issue 7): the app's catalog for this area. */
export const skyPageMessages = {
  titles: {
    onboarding: `Welcome to ${brand.productName}`,
    astrology: 'Your Natal Chart',
    forecast: 'Your 30-Day Forecast',
    sacredSecretion: 'Sacred Secretion Calculator',
  },
  loadingProfile: 'Loading your birth data...',
  loadingSky: 'Computing the sky...',
  profileError: 'Your birth data could not be loaded. Please try again.',
  skyError: 'The sky calculations could not be loaded. Please check your connection and try again.',
  retry: 'Try Again',
  missingBirthData: {
    title: 'Your birth data is missing',
    astrology:
      'Your natal chart is computed from your birth date (and, for houses and the ascendant, your birth time and place).',
    forecast:
      'Without a birth date the forecast shows the Moon phases and sign changes for everyone; add it to see transits to your own chart.',
    action: 'Add your birth data',
  },
  astrology: {
    lead: 'Computed from the real sky for the moment and place of your birth.',
    chartTitle: (name: string | null) => (name ? `Natal chart of ${name}` : 'Natal chart'),
    transitsTitle: "Today's transits to your chart",
    transitsEmpty: 'No transiting planet is within orb of your natal points today.',
    transitsNote: (degrees: number) =>
      `Transiting planets within ${degrees}° of an exact aspect to your natal points, tightest first.`,
    retrogradesTitle: 'Planets retrograde now',
    retrogradesNone: 'No planet is retrograde today.',
    noBirthTime: 'Without a birth time the chart is cast for noon and has no houses or ascendant.',
    addBirthTime: 'Add your birth time and place',
  },
  forecast: {
    lead: (timeZone: string) =>
      `Transits to your chart, Moon phases and sign ingresses for the next 30 days. Times in ${timeZone}.`,
    listTitle: 'Events in order',
    teachingsError: 'The interpretations could not be loaded; the events are shown without them.',
  },
  method: {
    title: 'Method',
  },
  sacredSecretion: {
    lead: 'From your birth date: your natal Sun sign, and the coming windows when the Moon passes through it.',
    aboutTitle: 'About the practice',
    about: [
      'The teaching is usually traced to George W. Carey and Inez Eudora Perry, "God-Man: The Word Made Flesh" (1920). In this and related esoteric traditions, the "sacred secretion" (sometimes called the Christ oil or the sacred seed) is taught to be released once a month, when the Moon passes through the sign the Sun was in at your birth.',
      'These traditions recommend meeting that window of about two and a half days with moderation: a light and clean diet, rest, prayer or meditation, and restraint, so that the essence can be conserved and raised rather than spent.',
      'This is presented as a spiritual tradition for reflection, not as a medical or physiological claim. It is not medical advice.',
    ],
    cuspNote:
      'The Sun was close to the edge of a sign on your birth date. Add your birth time and place in your profile for the exact sign.',
    birthPlaceZone: (name: string, timeZone: string) => `Birth place: ${name} (${timeZone})`,
    deviceZone: (timeZone: string) => `This device (${timeZone})`,
    preferredZone: (timeZone: string) => `Your time zone (${timeZone})`,
    icsTitle: (sign: string) => `Moon in ${sign}: Sacred Secretion window`,
    icsDescription: (sign: string) =>
      `The Moon passes through ${sign}, your natal Sun sign. A traditional time for moderation, rest and reflection.`,
    icsFileName: 'sacred-secretion-windows.ics',
    downloaded: 'The calendar file was downloaded.',
  },
  onboarding: {
    lead: 'A few details let us compute your chart from the real sky. Everything is optional; you can come back at any time.',
    loggedOut: 'Please log in to save your birth data.',
    logIn: 'Log in',
  },
} as const;
