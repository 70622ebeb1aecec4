/** One way to reach a service: a call (`tel:`), a text (`sms:`) or a web page (`https:`). */
export interface CrisisCardContact {
  kind: 'call' | 'text' | 'web';
  /** What the link reads, e.g. "Call 988". */
  label: string;
  href: string;
}

/** A service the card lists. */
export interface CrisisCardResource {
  id: string;
  name: string;
  /** One sentence: who it helps and when. */
  description: string;
  contacts: readonly CrisisCardContact[];
}

/** What a crisis reply carries for the card. */
export interface CrisisCardContent {
  /** The assistant's words, one paragraph each; the first is shown as the lead. */
  message: readonly string[];
  /** The services, most urgent first. */
  resources: readonly CrisisCardResource[];
  /** The country whose services are listed ("United Kingdom"), or "International". */
  regionName: string;
}
