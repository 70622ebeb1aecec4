import { brand } from '@app/ui';

const assistant = brand.assistantName;
const product = brand.productName;

/**
 * The shell's user-facing strings, in one catalog. Spec strings are word for word ("the assistant"
 * becomes the brand's assistant name), the spec's toasts included; the 404 card, the error screen
 * and "Verifying access..." come from @app/ui's catalog, tier names and descriptions from
 * @app/contract's.
 */
export const appMessages = {
  /** The tab title: the page's title, then the product. */
  documentTitle: (page: string | undefined) => (page ? `${page} · ${product}` : product),
  /** The page's description for search engines and link previews. */
  documentDescription: `${product}: psychological, astrological and esoteric guidance from ${assistant}.`,
  skipToContent: 'Skip to main content',
  mainLabel: 'Main content',
  /**
   * The chrome's entries and links (spec 2 "Account menu by audience" and "Chat screen", spec 3
   * "User"), word for word; routes/navigation.ts decides who sees which.
   */
  navigation: {
    accountMenu: {
      signIn: 'Sign In',
      createAccount: 'Create Account',
      pricing: 'Pricing',
      about: 'About',
      request: 'Request',
      updates: 'Updates',
      alchemy: 'Alchemy',
      astrology: 'Astrology',
      adminPortal: 'Admin Portal',
      teacherPortal: 'Teacher Portal',
      affiliateProgram: 'Affiliate Program',
      accountSettings: 'Account Settings',
      preferences: 'Preferences',
      subscriptionAndBilling: 'Subscription & Billing',
      reportAnIssue: 'Report an Issue',
      /** Admins and teachers read "Logout", clients "Log Out" (spec 2, word for word). */
      logout: 'Logout',
      logOut: 'Log Out',
    },
    header: {
      info: 'Info',
      alchemy: 'Alchemy',
      request: 'Request',
      astro: 'Astro',
    },
    footer: {
      terms: 'Terms',
      privacy: 'Privacy',
    },
    /** The user badge's role labels; tier labels come from @app/contract's tier table. */
    roles: {
      admin: 'Admin',
      teacher: 'Teacher',
    },
  },
  /** Titles of the pages of spec 2 (the tab title and the page's heading). */
  titles: {
    /** The tab title of the 404 card (its heading is @app/ui's "404 Page Not Found"). */
    notFound: 'Page Not Found',
    chat: `Chat with ${assistant}`,
    auth: 'Log In',
    resetPassword: 'Reset Password',
    registrationSuccess: 'Registration Complete',
    verifyEmail: 'Verify Your E-mail',
    pricing: 'Pricing',
    subscribe: 'Subscribe',
    subscription: 'Upgrade Your Plan',
    request: 'Request',
    about: `About ${product}`,
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    updates: 'Updates',
    contact: 'Contact',
    logout: 'Logout',
    accountSettings: 'Account Settings',
    billing: 'Billing',
    cancelFeedback: 'Cancellation Feedback',
    checkout: 'Checkout',
    preferences: 'Preferences',
    affiliate: 'Affiliate Program',
    help: 'Report an Issue',
    adminPortal: 'Admin Portal',
    teacherPortal: 'Teacher Portal',
    teacherAffiliate: 'Teacher Affiliate Program',
    teacherKnowledgeBase: 'Knowledge Base',
    teacherUploadTeachings: 'Upload Teachings',
    adminRequests: 'Requests',
    userGenerator: 'User Generator',
    userManagement: 'User Management',
    loadingViewer: 'Loading Viewer',
    skool: 'Skool Integration',
    dashboard: 'Dashboard',
    uploadTeachings: 'Upload Teachings',
    knowledgeBase: 'Knowledge Base',
    training: 'Training',
    trainingFirst: `Training: ${assistant}`,
    trainingSecond: `Training: ${brand.secondAssistantName}`,
    trainingHistory: 'Training History',
    trainingAnalytics: 'Training Analytics',
    learning: 'Personalised Learning',
    settings: 'Settings',
    system: 'System',
    enhancer: 'Enhancer',
    apiAccess: 'API Access',
    pdfAnalyzer: 'PDF Analyzer',
    memoryExplorer: 'Memory Explorer',
    conversations: 'Conversations',
    soulprint: 'Soulprint',
    crossDomain: 'Cross-Domain Integration',
    notifications: 'Notifications',
    subscriptionManagement: 'Subscription & Billing',
    astrology: 'Astrology',
    forecast: 'Forecast',
    sacredSecretion: 'Sacred Secretion Calculator',
    onboarding: 'Onboarding',
  },
  about: {
    lead: `${product} is a companion for reflection. ${assistant} offers psychological, astrological and esoteric guidance in three domains: Psychology, Astrology and Esoteric Wisdom.`,
    care: `${assistant} gives guidance for reflection, not medical, legal or psychological treatment. If you are in crisis, contact your local emergency services.`,
    start: `Talk with ${assistant}`,
  },
  auth: {
    tabsLabel: 'Log in or sign up',
    logInTab: 'Log In',
    signUpTab: 'Sign Up',
    logInTitle: `Log in to ${product}`,
    signUpTitle: `Create your ${product} account`,
    username: 'Username or e-mail',
    newUsername: 'Username',
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log In',
    loggingIn: 'Logging in...',
    signUp: 'Create Account',
    signingUp: 'Creating account...',
    required: (field: string) => `Enter your ${field.toLowerCase()}.`,
    invalidEmail: 'Enter an e-mail address such as name@example.com.',
    formErrors: 'Your account could not be created:',
    forgotPassword: 'Forgot your password?',
  },
  resetPassword: {
    requestTitle: 'Get a link to set a new password',
    requestLead: (minutes: number) =>
      `Enter the e-mail address of your account. We will send you a link that works once, for ${minutes} minutes.`,
    email: 'E-mail',
    send: 'Send the Link',
    sending: 'Sending...',
    sentTitle: 'Check your e-mail',
    sendAnother: 'Send another link',
    chooseTitle: 'Choose a new password',
    chooseLead: (min: number, max: number) =>
      `Use ${min} to ${max} characters. Every device signed in to your account will be signed out.`,
    newPassword: 'New password',
    repeatPassword: 'New password, again',
    tooShortOrLong: (min: number, max: number) => `Use ${min} to ${max} characters.`,
    mismatch: 'The two passwords differ.',
    save: 'Set the Password',
    saving: 'Setting the password...',
    doneTitle: 'Your password is set',
    logIn: 'Log In',
    invalidTitle: 'This link no longer works',
    askAgain: 'Ask for a new link',
    failed: 'Something went wrong. Please try again.',
    backToLogIn: 'Back to log in',
  },
  /** A confirmation shown on the page a flow ends on (e.g. `/` after the account is deleted). */
  pageNotice: {
    dismiss: 'Dismiss',
  },
  logout: {
    inProgress: 'Logging out...',
  },
  /** Logged, not shown (spec 8: treated as no user / the status fallback). */
  logs: {
    userFetchFailed: 'Failed to fetch user data',
    statusFetchFailed: 'Failed to fetch subscription status',
  },
  knowledge: {
    statsLabel: 'Teachings per domain',
    teachingsTitle: 'Teachings',
    teachingsCount: (count: number) => (count === 1 ? '1 teaching' : `${count} teachings`),
    filterLabel: 'Domain',
    allDomains: 'All domains',
    empty: 'No teachings yet. Upload the first one.',
    emptyDomain: 'No teachings in this domain yet.',
    loading: 'Loading the knowledge base...',
    retry: 'Try Again',
    uploadTitle: 'Upload a teaching',
    titleField: 'Title',
    domainField: 'Domain',
    chooseDomain: 'Choose a domain',
    contentField: 'Teaching text',
    contentHint: 'Type the teaching, or choose a .txt or .md file of up to 1 MB.',
    chooseFile: 'Choose a file',
    chosenFile: (name: string) => `File: ${name}`,
    removeFile: 'Remove file',
    fileTooLarge: 'The file is larger than 1 MB.',
    fileType: 'Choose a .txt or .md file.',
    needContent: 'Type the teaching or choose a file.',
    needTitle: 'Enter a title.',
    needDomain: 'Choose a domain.',
    upload: 'Upload Teaching',
    uploading: 'Uploading...',
    uploaded: (title: string) => `"${title}" was added to the knowledge base.`,
    domainOf: (name: string) => `Domain: ${name}`,
    unknownDomain: 'Unknown domain',
  },
  pricing: {
    lead: `Every plan includes ${assistant}'s guidance in Psychology, Astrology and Esoteric Wisdom.`,
    tableCaption: 'Plans and what they include',
    plan: 'Plan',
    price: 'Price',
    promptsPerDay: 'Prompts per day',
    conversationLength: 'Messages per conversation',
    voice: 'Voice',
    fullAstrology: 'Full astrology page',
    forecast: 'Forecast and Alchemy',
    emailSupport: 'E-mail support',
    prioritySupport: 'Priority support',
    included: 'Included',
    notIncluded: 'Not included',
    unlimited: 'Unlimited',
    free: 'Free',
    perMonth: (price: string) => `${price} / month`,
    lifetime: (price: string) => `${price} once, for life`,
    legacy: 'Legacy plan, no longer sold',
    choose: (label: string) => `Choose ${label}`,
    currentPlan: 'Your plan',
  },
  subscription: {
    lead: `Upgrade to keep talking with ${assistant} and unlock more of ${product}.`,
    currentTier: (label: string) => `Your current plan: ${label}`,
    trialEnded: 'Your free prompt for today is used. Upgrade to continue, or come back tomorrow.',
    offersLabel: 'Plans you can choose',
    openingCheckout: 'Opening the checkout...',
    currentPlanKept: 'Your plan stays as it is until you pay.',
    clientsOnly: 'Plans are for client accounts.',
    signInFirst: 'Log in or create an account to choose a plan.',
    comparePlans: 'Compare all plans',
    promptsPerDay: (count: number | 'unlimited') =>
      count === 'unlimited' ? 'Unlimited prompts' : count === 1 ? '1 prompt per day' : `${count} prompts per day`,
  },
  /**
   * The toasts the spec names (sections 4, 5, 8), word for word; "the assistant" is the brand's
   * name. app/specToasts.ts gives each its variant and duration.
   */
  toasts: {
    sessionExpired: { title: 'Session Expired', description: 'Please log in again to continue.' },
    connectionError: {
      title: 'Connection Error',
      description: 'Unable to start a conversation. Please refresh the page or try again later.',
    },
    dailyLimitReached: {
      title: 'Daily Limit Reached',
      description: `You can only send one message per day to ${assistant}. Please try again tomorrow.`,
    },
    responseStopped: { title: 'Response stopped', description: 'The AI response has been cancelled.' },
    subscriptionRequired: {
      title: 'Subscription Required',
      description: (tiers: string, currentTier: string | null | undefined) =>
        `This feature requires a ${tiers} subscription or higher. Your current tier: ${currentTier || 'none'}`,
    },
    loginFailed: { title: 'Login Failed', description: 'Please check your credentials and try again' },
    registrationFailed: { title: 'Registration Failed', description: 'Registration failed' },
    feedbackError: { title: 'Feedback Error', description: 'Unable to submit feedback. Please try again.' },
    loadingData: {
      title: 'Loading Data',
      description: `Please wait for your daily planner to load before asking ${assistant}.`,
    },
    askError: { title: 'Error', description: `There was an issue connecting to ${assistant}. Please try again.` },
    questionSent: { title: `Question Sent to ${assistant}` },
    knowledgeLoadError: { title: 'Error', description: 'Failed to load knowledge data. Please try again.' },
    teachingUploadError: { title: 'Error', description: 'Failed to upload teaching' },
    loggedOutLocally: { title: 'Logged out locally' },
    voiceRecognitionError: { title: 'Voice Recognition Error' },
    voiceInputError: { title: 'Voice Input Error' },
  },
  /** The chat screen (packages/app/src/chat); the widgets' own strings come from @app/ui. */
  chat: {
    /** The composer's placeholder by audience (spec 5), word for word; chatPlaceholder.ts picks one. */
    placeholders: {
      loggedOut: `Please log in to chat with ${assistant}`,
      admin: `Ask ${assistant} anything... (Admin access)`,
      trialEnded: 'Free trial ended. Subscribe to continue.',
      dailyLimit: 'Daily limit reached. Try again tomorrow.',
      default: `Ask ${assistant} anything...`,
    },
    /** The fixed question of the daily planner's Ask button (spec 4). */
    plannerQuestion: `${assistant}, what does my daily planner say about today, and how can I make the most of it?`,
    loadingConversation: 'Loading your conversation...',
    startingConversation: `Starting your conversation with ${assistant}...`,
    /** A send that failed (spec 8). @app/ui's catalog has it too, but only inside its combined
     * `messages`, which would bring every area's strings (sky included) into the chat's chunk. */
    requestFailed: 'Request failed',
    /** The history of conversations and the start of a new one (DECISIONS "Conversations"). */
    conversations: 'Conversations',
    openConversations: 'Open conversations',
    newConversation: 'New conversation',
    /** The daily planner folds into one line at the top of the chat. */
    plannerTitle: "Today's planner",
    plannerShow: "Show today's planner",
    plannerHide: "Hide today's planner",
    plannerLoading: 'Reading the sky for today...',
    /** Every reply is a new call to the assistant: the composer says so when the allowance is low. */
    promptsLow: (left: number) =>
      left === 1
        ? 'Each message, regenerated reply or edited question uses a prompt: 1 left today.'
        : `Each message, regenerated reply or edited question uses a prompt: ${left} left today.`,
    /** Edit and resend: the last question is back in the composer. */
    editing: 'Editing your last question: sending replaces it and its reply.',
    cancelEdit: 'Cancel editing',
    /** The device has no network: what is sent waits for it (issue 21). */
    offline: {
      title: "You're offline.",
      description: 'Messages you send now will go out when the connection returns.',
      waiting: 'Your message will be sent once, as soon as the connection returns.',
      back: 'Back online.',
    },
    /** Queued sends wait for the reply in progress (spec 4). */
    queued: (count: number) =>
      count === 1
        ? `1 question is waiting. It will be sent when ${assistant} has replied.`
        : `${count} questions are waiting. They will be sent when ${assistant} has replied.`,
  },
} as const;

export type AppMessages = typeof appMessages;
