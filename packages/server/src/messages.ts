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
} as const;
