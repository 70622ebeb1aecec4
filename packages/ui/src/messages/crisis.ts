/** The crisis card's own words (the help itself and Selene's words come with the reply). */
export const crisisMessages = {
  /** The card's heading. */
  heading: 'Help is available right now',
  /** Accessible name of the list of services. */
  resourcesLabel: 'Free, confidential help',
  /** Under the list: which country's help is shown, and where to look elsewhere. */
  regionNote: (regionName: string) =>
    regionName === 'International'
      ? 'These services are listed for anywhere in the world.'
      : `Country: ${regionName}. Somewhere else? Find A Helpline lists services in every country.`,
  /** Said after a link that opens in a new tab. */
  opensInNewTab: '(opens in a new tab)',
} as const;
