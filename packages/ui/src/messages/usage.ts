/** Usage banner, prompt counter and upgrade copy (spec 4, 9). */
export const usageMessages = {
  promptsLeft: (count: number) => (count === 1 ? '1 prompt left' : `${count} prompts left`),
  upgradeNow: 'Upgrade Now',
  upgradePlan: 'Upgrade Plan',
  comeBackTomorrow: 'Come Back Tomorrow!',
  freeTrialEnded: 'Free trial ended. Subscribe to continue.',
  subscriptionRequiredMessage: 'A subscription is required to access the assistant. Please sign up with a paid plan.',
  statusFetchFailed: 'Failed to fetch subscription status',
  recordUsageFailed: 'Failed to record prompt usage',
  promotionalOffers: 'Promotional offers',
} as const;
