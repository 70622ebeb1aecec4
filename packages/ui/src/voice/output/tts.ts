/** What a `TtsFetcher` is asked to speak. */
export interface TtsRequest {
  /** The cleaned text, with its leading expression tag (e.g. "[warmly] Hello"). */
  text: string;
  /** The voice asked for (the hook's `voice`); absent when the fetcher's default voice should speak. */
  voice?: string;
}
