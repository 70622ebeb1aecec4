/**
 * What the shell needs from the request it is rendered for on the server: the API reached in
 * process with the visitor's cookies, their cookies, and a way to hand a value over to the browser
 * (a short-lived cookie the page reads once at start: the path to return to after log-in, a toast
 * to show after a redirect). In the browser there is no scope: the shell uses fetch, storage and
 * the toast queue directly.
 */
export interface RequestScope {
  fetch: typeof fetch;
  cookie(name: string): string | undefined;
  /** Sets (or, with null, expires) a handover cookie on the response. */
  handOver(name: string, value: string | null): void;
  /** The zone the page writes times in (the browser's, from its cookie; UTC before it is known). */
  timeZone: string;
}

let currentScope: () => RequestScope | undefined = () => undefined;

/** Called once by the server renderer: `scope` answers the request being rendered (async-local). */
export function provideRequestScope(scope: () => RequestScope | undefined): void {
  currentScope = scope;
}

/** The request being rendered on the server; `undefined` in the browser. */
export function requestScope(): RequestScope | undefined {
  return currentScope();
}
