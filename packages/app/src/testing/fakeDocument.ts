/** A document whose cookie jar reads `initial` and records every cookie written. */
export function fakeDocument(initial: string) {
  const written: string[] = [];
  return {
    doc: {
      get cookie() {
        return initial;
      },
      set cookie(value: string) {
        written.push(value);
      },
    },
    written,
  };
}
