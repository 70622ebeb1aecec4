/** Voice output and input errors, and the voice controls' labels. */
export const voiceMessages = {
  output: {
    forbidden: 'Voice features require Plus tier or higher',
    quotaExceeded: 'Voice temporarily unavailable',
    serverUnavailable: 'Server TTS unavailable',
    notAvailable: 'Voice synthesis not available',
    notAvailableOnDevice: 'Voice synthesis not available on this device',
    network: 'Network error during speech playback. Please check your connection.',
    synthesisFailed: 'Voice playback failed. Please check your audio settings and try again.',
    audioHardware: 'Audio hardware issue. Please check your speakers or headphones.',
    /** Any other browser speech error code: a message with the code. */
    playbackError: (code: string) => `Voice playback error: ${code}`,
    groupLabel: 'Voice output',
    toggleLabel: 'Voice replies',
    speedLabel: 'Playback speed',
    speedOption: (speed: number) => `${speed}×`,
    play: 'Play reply',
    stop: 'Stop',
    pause: 'Pause',
    resume: 'Resume',
    /** Polite status announcements, one per non-idle state. */
    status: { loading: 'Loading voice', speaking: 'Speaking', paused: 'Paused' },
    /** Badge of the locked paid feature: it carries the assistant's name. */
    lockedBadge: (assistantName: string) => `${assistantName} Voice`,
    lockedHint: 'Voice replies are part of paid plans',
  },
  input: {
    noSpeech: 'No speech detected. Please speak clearly and try again.',
    serviceNotAllowed: 'Speech service not available. Please try again later.',
    noMicrophone: 'No microphone found. Please connect a microphone.',
    other: (detail: string) => `Voice recognition error: ${detail}. Please try again.`,
    premiumFeature: 'Premium Feature',
    // Titles: recognition errors, and microphone / start-up errors.
    recognitionErrorTitle: 'Voice Recognition Error',
    inputErrorTitle: 'Voice Input Error',
    // Messages for the remaining recognition and microphone errors.
    notAllowed: 'Microphone access was denied. Allow the microphone for this site to use voice input.',
    notAllowedMobileHint:
      "On a phone or tablet, open your browser's site settings, allow the microphone, then reload the page.",
    network: 'Voice recognition needs an internet connection. Please check your connection and try again.',
    audioCapture: "Your microphone couldn't capture any audio. Please check that it is connected and not muted.",
    aborted: 'Voice input was stopped.',
    microphoneBusy:
      "Your microphone is in use by another app or couldn't be started. Close the other app and try again.",
    microphoneAborted: 'The microphone stopped before voice input could start. Please try again.',
    microphoneOther: (detail: string) => `Microphone error: ${detail}. Please try again.`,
    unsupported: "Voice input isn't supported in this browser. Try Chrome, Edge or Safari.",
    startFailed: "Voice input couldn't start. Please try again.",
    // The button and its live read-outs.
    start: 'Start voice input',
    stop: 'Stop voice input',
    initialising: 'Starting the microphone...',
    listening: 'Listening...',
    listeningTime: 'Listening time',
    secondsLeft: (seconds: number) => `${seconds} s left`,
    limitReached: (seconds: number) => `Listening stopped at the ${seconds}-second limit.`,
    transcript: 'Transcript',
  },
} as const;
