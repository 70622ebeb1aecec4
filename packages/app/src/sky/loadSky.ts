/** `@app/sky` with astronomy-engine: a chunk of its own, loaded the first time a sky page needs it. */
export type SkyModule = typeof import('@app/sky');

let skyModule: Promise<SkyModule> | null = null;

/** The sky module, imported once; a failed import is retried on the next call. */
export function loadSky(): Promise<SkyModule> {
  skyModule ??= import('@app/sky').catch((error: unknown) => {
    skyModule = null;
    throw error;
  });
  return skyModule;
}
