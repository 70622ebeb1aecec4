/**
 * A reply's markdown as the words a screen reader should speak: markup characters dropped, links
 * and images reduced to their text, whitespace collapsed. Not a parser: good enough for an
 * announcement, where stray punctuation would be read aloud.
 */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      // Fence lines (``` or ~~~ with an optional language) go; the code inside stays.
      .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*$/gm, '')
      // Images and links keep their text: ![alt](src), [text](href), [text][ref].
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      // Autolinks <https://...> keep their address.
      .replace(/<((?:https?|mailto):[^>\s]+)>/gi, '$1')
      // Block markers at the start of a line: headings, quotes, list bullets and numbers, rules.
      .replace(/^ {0,3}#{1,6}\s+/gm, '')
      .replace(/^ {0,3}>\s?/gm, '')
      .replace(/^ {0,3}(?:[-*_]\s*){3,}$/gm, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
      // Emphasis and inline code markers.
      .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/\*(?=\S)([\s\S]*?\S)\*/g, '$1')
      // Underscores only around words, so snake_case names survive.
      .replace(/(^|[^\w])_(?=\S)([\s\S]*?\S)_(?![\w])/g, '$1$2')
      .replace(/`+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
