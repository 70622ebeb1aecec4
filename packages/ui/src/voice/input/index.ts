export type {
  GetUserMedia,
  MediaStreamLike,
  RecognitionAlternativeLike,
  RecognitionErrorEventLike,
  RecognitionFactory,
  RecognitionResultEventLike,
  RecognitionResultLike,
  RecognitionResultListLike,
  SpeechRecognitionLike,
  VoiceClock,
} from './adapters';
export { browserGetUserMedia, browserRecognitionFactory, realClock } from './adapters';
export type { CorrectedTranscript, CorrectTranscriptOptions } from './correctTranscript';
export { correctTranscript, knownMisHearings, nameGreetings } from './correctTranscript';
export type {
  FakeClock,
  FakeGetUserMedia,
  FakeMicrophoneMode,
  FakeRecognition,
  FakeSpeechRecognition,
  FakeSpeechRecognitionOptions,
} from './fakes';
export { createFakeClock, createFakeGetUserMedia, createFakeSpeechRecognition } from './fakes';
export type { VoiceInputError } from './inputErrors';
export { microphoneErrorFeedback, recognitionErrorFeedback, unsupportedFeedback } from './inputErrors';
export type { RecognitionConfig } from './recognitionConfig';
export {
  listeningTickMs,
  maxListeningMs,
  microphoneConstraints,
  recognitionConfig,
  repeatDeliveryGuardMs,
} from './recognitionConfig';
export type { SpeechInputState, SpeechInputStatus, UseSpeechInputOptions, VoiceTranscript } from './useSpeechInput';
export { useSpeechInput } from './useSpeechInput';
