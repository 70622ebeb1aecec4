// Global styles (both themes, the base of the library's elements): extracted into dist/index.css,
// shipped as styles.css. The page reset is the separate reset.css.
import './styles';

export type { Brand } from './brand';
// Brand, strings and themes
export { brand, storageKeys } from './brand';
export type { LoaderProps, LoaderSize, LoaderVariant } from './components/Loader';
// Components
export { Loader, loaderSizeNames, loaderVariants } from './components/Loader';
export type { MoonLogoProps, MoonLogoSize } from './components/MoonLogo';
export { MoonLogo } from './components/MoonLogo';
export type { ThemeToggleProps } from './components/ThemeToggle';
export { ThemeToggle } from './components/ThemeToggle';
export type { Messages } from './messages';
export { messages } from './messages';
export { vars } from './theme/contract.css';
/** A class for text that is read by assistive technology and not shown. */
export { visuallyHidden, visuallyHiddenRules } from './internal/visuallyHidden.css';
/** Below this width (CSS pixels) a screen is a phone's: the layouts and the voice settings change. */
export { mobileBreakpoint } from './voice/platform';
export type { ThemeStore, ThemeStoreOptions } from './theme/themeStore';
export {
  applyTheme,
  createThemeStore,
  defaultThemeStore,
  readStoredTheme,
  setTheme,
  useTheme,
} from './theme/themeStore';
export type { ThemeName } from './theme/themes';
export { defaultTheme, isThemeName, themeAttribute, themeNames, themePageColors } from './theme/themes';

// Primitives: the buttons, fields, surfaces and icons the components are made of
export type { BadgeProps, BadgeTone } from './components/Badge';
export { Badge } from './components/Badge';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { Button } from './components/Button';
export type { ButtonLinkProps } from './components/ButtonLink';
export { ButtonLink } from './components/ButtonLink';
export type { CardProps } from './components/Card';
export { Card } from './components/Card';
export type { CheckboxGroupProps, CheckboxProps } from './components/Checkbox';
export { Checkbox, CheckboxGroup } from './components/Checkbox';
export type { ComboBoxProps } from './components/ComboBox';
export { ComboBox } from './components/ComboBox';
export type { IconProps, IconSize } from './components/Icon';
export { Icon } from './components/Icon';
export type { IconButtonProps, IconButtonVariant } from './components/IconButton';
export { IconButton } from './components/IconButton';
export type { NoticeProps, NoticeTone } from './components/Notice';
export { Notice } from './components/Notice';
export type { RadioGroupProps, RadioOption } from './components/RadioGroup';
export { RadioGroup } from './components/RadioGroup';
export type { SearchFieldProps } from './components/SearchField';
export { SearchField } from './components/SearchField';
export type { SelectOption, SelectProps } from './components/Select';
export { Select } from './components/Select';
export type { SwitchProps } from './components/Switch';
export { Switch } from './components/Switch';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './components/Tabs';
export { Tab, TabList, TabPanel, Tabs } from './components/Tabs';
export type { TextAreaProps, TextFieldProps } from './components/TextField';
export { TextArea, TextField } from './components/TextField';

// Toast and Toaster
export type {
  SwipeOutcome,
  ToasterProps,
  ToastInput,
  ToastPolicy,
  ToastQueue,
  ToastQueueOptions,
  ToastRecord,
  ToastVariant,
} from './components/Toast';
export {
  createToastQueue,
  isHorizontalSwipe,
  isToastAllowed,
  resolveSwipe,
  SWIPE_THRESHOLD,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  Toaster,
  defaultToastDuration,
  toastVariants,
} from './components/Toast';

// UsageBanner and PromptCounter
export type { PromptCounterProps, PromptCounterTone, ResetTimeFormat } from './components/PromptCounter';
export { formatResetTime, PromptCounter, promptCounterTone } from './components/PromptCounter';
export type {
  UpgradeClickDetails,
  UpgradeOffer,
  UsageBannerHiddenReason,
  UsageBannerInput,
  UsageBannerProps,
  UsageBannerState,
  UsageBannerStateKind,
  UsageTier,
  VisibleUsageBannerState,
} from './components/UsageBanner';
export {
  criticalPercent,
  UsageBanner,
  usageBannerState,
  usageTiers,
  warningPercent,
} from './components/UsageBanner';

// ChatInput, SuggestedPrompts and FeedbackWidget
export type { ChatInputHandle, ChatInputProps, ChatSendResult } from './components/ChatInput';
export { ChatInput, chatInputMaxHeight, earlyEnterAttributes } from './components/ChatInput';
export type {
  FeedbackErrorMessage,
  FeedbackEvent,
  FeedbackState,
  FeedbackValue,
  FeedbackWidgetProps,
} from './components/FeedbackWidget';
export {
  canSubmitFeedback,
  FeedbackWidget,
  feedbackReducer,
  feedbackStateFor,
  initialFeedbackState,
} from './components/FeedbackWidget';
export type { PromptDomain, SuggestedPrompt, SuggestedPromptsProps } from './components/SuggestedPrompts';
export { SuggestedPrompts } from './components/SuggestedPrompts';

// MessageList and Message
export type { ChatMessage, MessageProps, SafeLink, SafeMarkdownProps, TimestampOptions } from './components/Message';
export {
  checkImageUrl,
  checkLinkUrl,
  formatMessageDay,
  formatMessageTime,
  Message,
  messageDate,
  messageDayKey,
  SafeMarkdown,
  safeLinkProtocols,
} from './components/Message';
export type { MessageListProps, PlainTextOptions } from './components/MessageList';
export { atLatestThreshold, MessageList, markdownToPlainText, opensAtEndAttribute } from './components/MessageList';

// Conversations, streaming replies and message actions
export type {
  ConversationDate,
  ConversationDrawerProps,
  ConversationHistoryProps,
  ConversationHistoryStatus,
  ConversationId,
  ConversationSummary,
} from './components/ConversationHistory';
export {
  ConversationDrawer,
  ConversationHistory,
  conversationUndoMs,
  formatConversationDate,
  maxConversationTitleLength,
} from './components/ConversationHistory';
export type {
  CrisisCardContact,
  CrisisCardContent,
  CrisisCardProps,
  CrisisCardResource,
} from './components/CrisisCard';
export { CrisisCard } from './components/CrisisCard';
export type { CopyOutcome, MessageActionsProps } from './components/MessageActions';
export { MessageActions } from './components/MessageActions';

// SynopsisCard and status screens
export type { ConnectionIssueProps } from './components/ConnectionIssue';
export { ConnectionIssue } from './components/ConnectionIssue';
export type { ErrorScreenProps } from './components/ErrorScreen';
export { ErrorScreen } from './components/ErrorScreen';
export type { NotFoundProps } from './components/NotFound';
export { NotFound } from './components/NotFound';
export type { PageTransitionHideReason, PageTransitionOverlayProps } from './components/PageTransitionOverlay';
export { overlayEmergencyHideMs, PageTransitionOverlay } from './components/PageTransitionOverlay';
export type { SplashScreenProps } from './components/SplashScreen';
export { SplashScreen, splashDuration } from './components/SplashScreen';
export type {
  PartOfDay,
  Synopsis,
  SynopsisAskState,
  SynopsisCardProps,
  SynopsisHighlight,
  SynopsisIconName,
  SynopsisIntensity,
  SynopsisStatus,
} from './components/SynopsisCard';
export {
  formatSynopsisDate,
  limitSynopsis,
  partOfDay,
  SynopsisCard,
  synopsisIconNames,
  synopsisIntensities,
  synopsisLimits,
} from './components/SynopsisCard';
export type { VerifyingAccessProps } from './components/VerifyingAccess';
export { VerifyingAccess } from './components/VerifyingAccess';

// Navigation chrome, Starfield and PerformancePanel
export type {
  AccountMenuAction,
  AccountMenuEntry,
  AccountMenuLink,
  AccountMenuProps,
} from './components/AccountMenu';
export { AccountMenu } from './components/AccountMenu';
export type { ChatHeaderLink, ChatHeaderProps } from './components/ChatHeader';
export { ChatHeader } from './components/ChatHeader';
export type { FooterLink, FooterProps } from './components/Footer';
export { Footer } from './components/Footer';
export type {
  BrowserMetricsEnvironment,
  BrowserMetricsReader,
  PerformanceMetricName,
  PerformanceMetrics,
  PerformancePanelProps,
} from './components/PerformancePanel';
export {
  createBrowserMetricsReader,
  formatMetric,
  isLcpSlow,
  lcpWarningThresholdMs,
  metricsRefreshMs,
  PerformancePanel,
  usePerformanceMetrics,
} from './components/PerformancePanel';
export type {
  DeviceScore,
  DeviceSignals,
  StarfieldConfig,
  StarfieldFrameContext,
  StarfieldPauseToggleProps,
  StarfieldProps,
  StarfieldScene,
} from './components/Starfield';
export {
  clampStarCount,
  createStarfieldScene,
  deviceScore,
  drawStarfieldFrame,
  readDeviceSignals,
  Starfield,
  StarfieldPauseToggle,
  starCountRange,
  starfieldConfig,
  starfieldTiers,
} from './components/Starfield';
export type { UserBadgeProps, UserBadgeTone } from './components/UserBadge';
export { UserBadge } from './components/UserBadge';

// Voice; the fakes for tests and stories are in `@app/ui/testing`
export type { VoiceInputButtonProps } from './components/VoiceInputButton';
export { VoiceInputButton } from './components/VoiceInputButton';
export type {
  CorrectedTranscript,
  CorrectTranscriptOptions,
  GetUserMedia,
  MediaStreamLike,
  RecognitionAlternativeLike,
  RecognitionConfig,
  RecognitionErrorEventLike,
  RecognitionFactory,
  RecognitionResultEventLike,
  RecognitionResultLike,
  RecognitionResultListLike,
  SpeechInputState,
  SpeechInputStatus,
  SpeechRecognitionLike,
  UseSpeechInputOptions,
  VoiceClock,
  VoiceInputError,
  VoiceTranscript,
} from './voice/input';
export {
  browserGetUserMedia,
  browserRecognitionFactory,
  correctTranscript,
  knownMisHearings,
  listeningTickMs,
  maxListeningMs,
  microphoneConstraints,
  microphoneErrorFeedback,
  nameGreetings,
  realClock,
  recognitionConfig,
  recognitionErrorFeedback,
  repeatDeliveryGuardMs,
  unsupportedFeedback,
  useSpeechInput,
} from './voice/input';
export type { VoiceOutputControlsProps } from './components/VoiceOutputControls';
export { VoiceOutputControls } from './components/VoiceOutputControls';
export type {
  AudioPlayerAdapter,
  AudioPlayOptions,
  BrowserVoiceSettings,
  CleanSpeechTextOptions,
  SpeakOptions,
  SpeechOutput,
  SpeechOutputError,
  SpeechOutputErrorCode,
  SpeechOutputState,
  SpeechSource,
  SpeechSynthesisAdapter,
  SpeechTone,
  SpokenMessage,
  TtsFetcher,
  TtsRequest,
  TtsResult,
  UseAutoSpeakOptions,
  UseSpeechOutputOptions,
} from './voice/output';
export {
  browserSpeechError,
  browserSpeechRate,
  browserVoiceSettings,
  cleanSpeechText,
  createBrowserAudioPlayer,
  createBrowserSpeechSynthesis,
  expressionTags,
  maxPlaybackSpeed,
  normalizePlaybackSpeed,
  serverSpeechError,
  speedOptions,
  stripExpressionTags,
  synthesisUnavailableError,
  useAutoSpeak,
  useSpeechOutput,
} from './voice/output';

// Sky
export type {
  BirthDataDraft,
  BirthDataFormProps,
  Interest,
  OnboardingStep,
  StepIndicatorProps,
} from './components/BirthDataForm';
export {
  BirthDataForm,
  emptyBirthData,
  interestNames,
  maxDisplayNameLength,
  onboardingSteps,
  StepIndicator,
} from './components/BirthDataForm';
export type { ChartAspectLine, ChartWheelProps } from './components/ChartWheel';
export { ChartWheel, describeChart, houseMidpoints, pointOnWheel, spreadLongitudes } from './components/ChartWheel';
export type { PositionTableProps } from './components/PositionTable';
export { PositionTable } from './components/PositionTable';
export type {
  SacredSecretionFormProps,
  SacredSecretionFormValue,
  TimeZoneOption,
} from './components/SacredSecretionForm';
export { SacredSecretionForm } from './components/SacredSecretionForm';
export type { MoonWindow, SacredSecretionWindowsProps } from './components/SacredSecretionWindows';
export { SacredSecretionWindows, windowDuration } from './components/SacredSecretionWindows';
export type { BirthDateError, CityOption } from './components/SkyCommon/birthData';
export {
  birthDateError,
  birthTimeError,
  cityKey,
  cityLabel,
  earliestBirthYear,
  filterCities,
  localDay,
  normalizeBirthDate,
  normalizeBirthTime,
} from './components/SkyCommon/birthData';
export type { SkyEvent, SkyEventKind } from './components/SkyCommon/events';
export { assignLanes, timeFractions } from './components/SkyCommon/events';
export type { ChartPosition, ZodiacSign } from './components/SkyCommon/zodiac';
export { formatAngle, signGlyphs, signLabel, zodiacSigns } from './components/SkyCommon/zodiac';
export type { TransitListProps } from './components/TransitList';
export { TransitList } from './components/TransitList';
export type { TimelineOrientation, TransitTimelineProps } from './components/TransitTimeline';
export { TransitTimeline } from './components/TransitTimeline';
