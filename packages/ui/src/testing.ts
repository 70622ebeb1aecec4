// `@app/ui/testing`: stand-ins for what a test or a story has no real device for (a microphone,
// speech recognition, speech synthesis, audio playback, a text-to-speech service, the clock). Kept
// out of the main entry so that an app's bundle never carries them.
export type {
  FakeClock,
  FakeGetUserMedia,
  FakeMicrophoneMode,
  FakeRecognition,
  FakeSpeechRecognition,
  FakeSpeechRecognitionOptions,
} from './voice/input';
export { createFakeClock, createFakeGetUserMedia, createFakeSpeechRecognition } from './voice/input';
export type {
  FakeAudioPlayer,
  FakeAudioPlayerOptions,
  FakeSpeechSynthesis,
  FakeSpeechSynthesisOptions,
  FakeSpokenUtterance,
  FakeTtsAnswer,
  FakeTtsFetcher,
} from './voice/output';
export { createFakeAudioPlayer, createFakeSpeechSynthesis, createFakeTtsFetcher, fakeMp3 } from './voice/output';
