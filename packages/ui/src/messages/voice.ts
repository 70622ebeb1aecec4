/** Voice output and input errors (spec 8), word for word. */
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
  },
  input: {
    noSpeech: 'No speech detected. Please speak clearly and try again.',
    serviceNotAllowed: 'Speech service not available. Please try again later.',
    noMicrophone: 'No microphone found. Please connect a microphone.',
    other: (detail: string) => `Voice recognition error: ${detail}. Please try again.`,
    premiumFeature: 'Premium Feature',
  },
} as const;
