import { assistantName, contractMessages } from '@app/contract';

/**
 * Every string the server sends to people, in one catalog. Spec texts are word for word ("the
 * assistant" becomes the assistant's name, DECISIONS "Names").
 */
export const serverMessages = {
  common: {
    invalidJson: 'The request body is not valid JSON.',
    invalidFields: 'Please check the highlighted fields.',
    jsonRequired: 'Send the request body as application/json.',
    unsupportedType: 'This content type is not accepted here.',
    crossSite: 'Cross-site requests are refused.',
    bodyTooLarge: 'The request body is too large.',
    controlCharacters: contractMessages.text.controlCharacters,
    nestedTooDeep: 'This field is nested too deeply.',
    notFound: 'Not found',
    internal: 'Something went wrong on our side. Please try again.',
    storageUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    rateLimited: (seconds: number) => `Too many attempts. Please wait ${seconds} seconds and try again.`,
  },
  auth: {
    required: 'Authentication required. Please log in.',
    invalidCredentials: 'Invalid username or password',
    usernameTaken: 'That username is already taken.',
    emailTaken: 'An account with that e-mail address already exists.',
    usernameRule: 'Use 3 to 32 letters, digits, dots, dashes or underscores.',
    emailRule: 'Enter a valid e-mail address.',
    passwordRule: 'Use a password of 8 to 128 characters.',
    loggedOut: 'Logged out',
    forbidden: 'You do not have access to this.',
    accountDisabled: 'This account is disabled. Write to support if you think this is a mistake.',
  },
  passwordReset: {
    linkSent:
      'If an account uses that address, a link to set a new password is on its way. Check your inbox (and the spam folder).',
    invalidLink: 'This link has expired or was already used. Ask for a new one.',
    passwordSet: 'Your password is set. Log in with it now: every other session was signed out.',
    mailSubject: 'Set a new Moonheart password',
    mailBody: (username: string, link: string, minutes: number) =>
      [
        `Hello ${username},`,
        '',
        'Someone (we hope you) asked to set a new password for your Moonheart account.',
        `Open this link within ${minutes} minutes to choose it. It works once:`,
        '',
        link,
        '',
        'If you did not ask, ignore this message: your password stays as it is.',
      ].join('\n'),
  },
  supportRequests: {
    /** What the form shows once a request is stored; the reference is quoted in every mail about it. */
    received: (reference: string, email: string | null) =>
      email
        ? `Thank you. We have your message and sent a confirmation to ${email}. Quote ${reference} if you write to us about it.`
        : `Thank you. We have your message. Quote ${reference} if you write to us about it.`,
    notFound: 'Request not found',
    /** A help report (/help) comes from an account. */
    helpNeedsAccount: 'Log in to report an issue.',
    kindLabels: { help: 'issue report', request: 'request', contact: 'message' } as const,
    confirmationSubject: (reference: string, kindLabel: string) => `[${reference}] We received your ${kindLabel}`,
    confirmationBody: (name: string, reference: string, kindLabel: string, subject: string, text: string) =>
      [
        `Hello ${name},`,
        '',
        `Thank you for your ${kindLabel}. We have it under the reference ${reference}, and an admin will answer you by e-mail.`,
        '',
        `Subject: ${subject}`,
        '',
        text,
        '',
        'If you did not send this, ignore this message.',
      ].join('\n'),
    replySubject: (reference: string, subject: string) => `Re: [${reference}] ${subject}`,
    replyBody: (name: string, reference: string, reply: string) =>
      [
        `Hello ${name},`,
        '',
        reply,
        '',
        `(About your request ${reference}. Reply to it through the contact page.)`,
      ].join('\n'),
    /** The reply could not be mailed: nothing was stored, the admin may try again. */
    replyNotSent: 'The reply could not be sent by e-mail. Nothing was saved; please try again.',
    /** The requester left no address (an account without one): the reply cannot reach them. */
    noAddress: 'This request has no e-mail address to send a reply to.',
  },
  emailVerification: {
    verified: 'Your e-mail address is verified. Thank you!',
    invalidLink: 'This link has expired or was already used. Ask for a new one.',
    linkSent: 'A new link is on its way. Check your inbox (and the spam folder).',
    alreadyVerified: 'Your e-mail address is already verified.',
    noAddress: 'Your account has no e-mail address to verify. Add one in Account Settings.',
    mailSubject: 'Confirm your Moonheart e-mail address',
    mailBody: (username: string, link: string, hours: number) =>
      [
        `Hello ${username},`,
        '',
        'Please confirm that this is your e-mail address for your Moonheart account.',
        `Open this link within ${hours} hours. It works once:`,
        '',
        link,
        '',
        'If you did not create an account or change its address, ignore this message.',
      ].join('\n'),
  },
  account: {
    wrongPassword: 'That is not your current password.',
    sameEmail: 'That is already your e-mail address.',
    changeLinkSent: (email: string) =>
      `We sent a link to ${email}. Your new address takes effect once you open it; until then your current address stays.`,
    passwordChanged: 'Your password is changed. Every other session was signed out; this one stays signed in.',
    signedOutOthers: (count: number) =>
      count === 0
        ? 'No other session was signed in.'
        : count === 1
          ? 'One other session was signed out.'
          : `${count} other sessions were signed out.`,
    deleted: 'Your account and all its data were deleted.',
  },
  chat: {
    conversationNotFound: 'Conversation not found',
    /** Spec 8's sentence, for the free tier's one prompt a day. */
    dailyLimitOne: `You can only send one message per day to ${assistantName}. Please try again tomorrow.`,
    dailyLimit: (limit: number) =>
      `You have used all ${limit} of today's prompts with ${assistantName}. Your prompts reset at midnight UTC.`,
    conversationFull: (max: number) =>
      `This conversation has reached its limit of ${max} messages. Start a new conversation to keep talking with ${assistantName}.`,
    /** The handled 500's apology (DECISIONS "Message send reply"): the question was kept. */
    apology: `I'm sorry, I couldn't finish my reply just now. Your message is saved; please try asking again in a moment.`,
    usageAcknowledged: 'Prompt usage recorded.',
    /** Edit and resend names a message that is not the conversation's last question. */
    notLastQuestion: 'Only the last question of a conversation can be edited and sent again.',
    /** Regenerate in a conversation with no question yet. */
    nothingToRegenerate: `There is no question in this conversation for ${assistantName} to answer again.`,
    titleRule: (max: number) => `Enter a title of 1 to ${max} characters.`,
    badCursor: 'The page cursor ("before") is not valid. Load the list again from its first page.',
    searchTooLong: (max: number) => `Search for at most ${max} characters.`,
    /** `event: error` of a streamed reply that failed with no apology stored. */
    streamFailed: `${assistantName} could not finish this reply. Please try again in a moment.`,
  },
  personas: {
    notFound: 'There is no such persona.',
    versionNotFound: 'There is no such published version of this persona.',
    testFailed: 'The assistant could not answer the test question just now. Please try again in a moment.',
  },
  teachingUsage: {
    teachersOnly: 'Only teachers and admins can see how the teachings are used.',
  },
  knowledge: {
    teachersOnly: 'Only teachers and admins can add teachings.',
    multipartRequired: 'Send a teaching as multipart form data.',
    titleRule: 'Enter a title of at most 200 characters.',
    domainRule: 'Choose a domain: Psychology, Astrology or Esoteric Wisdom.',
    contentRule: 'Enter the teaching as text or attach a .txt or .md file.',
    fileType: 'Attach a .txt or .md file.',
    fileTooLarge: 'The file is larger than 1 MB.',
    fileNotText: 'The file is not UTF-8 text.',
  },
  synopsis: {
    tierRequired: 'The daily synopsis requires a Core, Advanced or Elite subscription.',
    timeZoneRule: 'Unknown time zone.',
  },
  voice: {
    /** Spec 8, server speech 403. */
    tierRequired: 'Voice features require Plus tier or higher',
    /** Spec 8, server speech 503. */
    unavailable: 'Voice temporarily unavailable',
    /** Spec 8, any other failure. */
    failed: 'Server TTS unavailable',
    textTooLong: 'The text to speak is too long (at most 4096 characters).',
  },
  notifications: {
    noticeNotFound: 'Notice not found',
    synopsisSubject: (day: string) => `Your daily synopsis for ${day}`,
    synopsisGreeting: (name: string) => `Good morning, ${name}.`,
    synopsisKeywords: (keywords: readonly string[]) => `Today's keywords: ${keywords.join(', ')}.`,
    synopsisDos: 'What the day favours:',
    synopsisDonts: 'What to go easy on:',
    synopsisFooter: `You asked for this e-mail each morning. Turn it off at any time on the Notifications page of ${assistantName}'s app.`,
    moonTitle: (phase: string, sign: string) => `${phase} in ${sign} within a day`,
    moonBody: (phase: string, sign: string, when: string) =>
      `The ${phase} falls in ${sign} on ${when}. A good moment to pause and ask ${assistantName} what it brings you.`,
  },
  feedback: {
    thanks: 'Feedback recorded.',
  },
  analytics: {
    recorded: 'Event recorded.',
  },
  adminUsers: {
    notFound: 'User not found',
    notYourself: 'You cannot disable your own account or change your own role: ask another admin.',
    noEmail: 'This account has no e-mail address to send a reset link to.',
    resetSent: (email: string) => `A link to set a new password is on its way to ${email}.`,
    resetNotSent: 'The reset link could not be sent. Please try again later.',
  },
  skool: {
    disabled: 'The Skool integration is not enabled.',
    badSignature: 'The signature of this event is missing or does not match.',
    stale: 'This event is too old (or its timestamp is invalid): sign it again with the current time.',
    malformed: 'This event is not a Skool event: it needs an id, a type and, for member events, data.member.email.',
    noSecret: 'Generate a signing secret before enabling the integration.',
    invitationSubject: 'Your Moonheart account is ready',
    invitationBody: (username: string, link: string, days: number) =>
      `Hello ${username},\n\nYour Skool community membership comes with a Moonheart account (username: ${username}).\nChoose your password here within ${days} days:\n${link}\n\nIf you did not expect this, you can ignore this message.`,
  },
  feedbackConversations: {
    notFound: 'Conversation not found, or none of its replies was rated',
  },
  userGenerator: {
    invitationSubject: 'You are invited to Moonheart',
    invitationBody: (username: string, link: string, days: number) =>
      [
        `Hello ${username},`,
        '',
        'An administrator made a Moonheart account for you.',
        `Open this link within ${days} days to choose your password. It works once:`,
        '',
        link,
        '',
        `Then log in with your username (${username}) or this e-mail address and your new password.`,
      ].join('\n'),
  },
  pdfAnalyzer: {
    tooLarge: 'The PDF is too large: the limit is 10 MB.',
    tooManyPages: (pages: number, max: number) => `The PDF has ${pages} pages: the limit is ${max}.`,
    notPdf: 'The file is not a PDF.',
    multipartRequired: 'Send the PDF as a multipart form with a file field.',
    fileRequired: 'Choose a PDF file.',
    unreadable: 'The PDF could not be read: it may be damaged.',
    encrypted: 'The PDF is protected by a password: upload a copy without one.',
    noText: 'The PDF has no text to read (a scan of images is not read).',
    providerFailed: 'The assistant could not summarise the PDF. Try again.',
    unknownDomain: 'Choose Psychology, Astrology or Esoteric Wisdom.',
  },
  enhancer: {
    teachingNotFound: 'There is no such teaching.',
    promptNotFound: 'There is no such suggested prompt.',
    providerFailed: 'The assistant could not propose a clearer version. Try again.',
    changedMeanwhile: 'This text was changed since the proposal was made. Ask for a new proposal.',
  },
  memory: {
    notFound: 'There is no such memory.',
    userNotFound: 'User not found',
    searchTooLong: (max: number) => `The search may be at most ${max} characters.`,
  },
  apiTokens: {
    notFound: 'API token not found',
    tooMany: (max: number) => `You already have ${max} active API tokens: revoke one before making another.`,
    invalid: 'This API token is invalid, expired or revoked.',
    scope: "This API token's scope does not allow this call.",
  },
  payments: {
    clientsOnly: 'Plans are for client accounts.',
    sessionNotFound: 'Checkout session not found',
    alreadyOnPlan: 'You are already on this plan.',
    useChange: 'Lower plans start at the end of the period: change the plan from Subscription & Billing.',
    useCheckout: 'A higher plan is bought through checkout.',
    lifetimeKept: 'Your lifetime plan never renews and cannot be changed here.',
    noPlan: 'You have no paid plan to change.',
    nothingPending: 'No change is waiting.',
    sessionClosed: 'This checkout is over. Start a new one from the plans.',
    notAwaitingAuthentication: 'This payment is not waiting for authentication.',
    cardRule: 'Enter a card number of 12 to 19 digits.',
    testCardsOnly:
      'Test mode takes only the test cards: 4242 4242 4242 4242, 4000 0000 0000 0002 or 4000 0025 0000 3155.',
    declined: 'Your card was declined. Try another card.',
    authenticationRequired: 'Your bank asks you to confirm this payment.',
    authenticationFailed: 'The payment was not confirmed, so nothing was charged. Try again or use another card.',
    paid: 'Payment received. Your plan is active.',
    cancelled: 'Checkout cancelled. Nothing was charged.',
    notTestCheckout: "This checkout is paid on the payment provider's page.",
    providerUnavailable: 'The payment provider did not answer. Nothing was changed; try again in a moment.',
    badSignature: "The notification's signature does not match.",
  },
} as const;
