export type { UpgradeOffer } from './UpgradeOffers';
export type { UpgradeClickDetails, UsageBannerProps } from './UsageBanner';
export { UsageBanner } from './UsageBanner';
export type {
  UsageBannerHiddenReason,
  UsageBannerInput,
  UsageBannerState,
  UsageBannerStateKind,
  UsageTier,
  VisibleUsageBannerState,
} from './usageBannerState';
export { criticalPercent, usageBannerState, usageTiers, warningPercent } from './usageBannerState';
