export type {
  AudioPlayerAdapter,
  AudioPlayOptions,
  SpeakOptions,
  SpeechSynthesisAdapter,
  TtsFetcher,
  TtsResult,
} from './adapters';
export { createBrowserAudioPlayer, createBrowserSpeechSynthesis } from './adapters';
export type { BrowserVoiceSettings } from './browserVoiceSettings';
export { browserSpeechRate, browserVoiceSettings } from './browserVoiceSettings';
export type {
  FakeAudioPlayer,
  FakeAudioPlayerOptions,
  FakeSpeechSynthesis,
  FakeSpeechSynthesisOptions,
  FakeSpokenUtterance,
  FakeTtsAnswer,
  FakeTtsFetcher,
} from './fakes';
export { createFakeAudioPlayer, createFakeSpeechSynthesis, createFakeTtsFetcher, fakeMp3 } from './fakes';
export { maxPlaybackSpeed, normalizePlaybackSpeed, speedOptions } from './playbackSpeed';
export type { SpeechOutputError, SpeechOutputErrorCode } from './speechErrors';
export { browserSpeechError, serverSpeechError, synthesisUnavailableError } from './speechErrors';
export type { CleanSpeechTextOptions, SpeechTone } from './speechText';
export { cleanSpeechText, expressionTags, stripExpressionTags } from './speechText';
export type { TtsRequest } from './tts';
export type { SpokenMessage, UseAutoSpeakOptions } from './useAutoSpeak';
export { useAutoSpeak } from './useAutoSpeak';
export type { SpeechOutput, SpeechOutputState, SpeechSource, UseSpeechOutputOptions } from './useSpeechOutput';
export { useSpeechOutput } from './useSpeechOutput';
