export interface PlainTextOptions {
  /**
   * Keep the text's shape for pasting elsewhere: paragraphs and lines stay, list markers stay,
   * and a link keeps its address after its text (`text (https://...)`). Off, everything is one
   * line for a screen reader to speak. @default false
   */
  keepLayout?: boolean;
}

/**
 * A reply's markdown as plain words: markup characters dropped, links and images reduced to their
 * text. By default whitespace is collapsed into one line, the words a screen reader should speak;
 * with `keepLayout` lines, lists and link addresses stay, for the clipboard. Not a parser: good
 * enough for an announcement or a copy, where stray punctuation would be read aloud or pasted.
 */
export function markdownToPlainText(markdown: string, { keepLayout = false }: PlainTextOptions = {}): string {
  let text = markdown
    // Fence lines (``` or ~~~ with an optional language) go; the code inside stays.
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*$/gm, '')
    // Images keep their alt text: ![alt](src).
    .replace(/!\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1');
  // Links keep their text ([text](href), [text][ref]; an address may hold one level of brackets);
  // for a copy, also an address the text does not show.
  text = keepLayout
    ? text.replace(
        /\[([^\]]*)\]\(\s*<?((?:[^()\s<>]|\([^()\s]*\))*)>?(?:\s+"[^"]*")?\s*\)/g,
        (_, label: string, href: string) =>
          href && href !== label && !/^(?:#|javascript:|data:|vbscript:)/i.test(href) ? `${label} (${href})` : label,
      )
    : text.replace(/\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1');
  text = text
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    // Autolinks <https://...> keep their address.
    .replace(/<((?:https?|mailto):[^>\s]+)>/gi, '$1')
    // Block markers at the start of a line: headings, quotes, rules.
    .replace(/^ {0,3}#{1,6}\s+/gm, '')
    .replace(/^ {0,3}>\s?/gm, '')
    .replace(/^ {0,3}(?:[-*_]\s*){3,}$/gm, '');
  // List bullets and numbers: spoken without them; a copy keeps them, bullets as "- ".
  text = keepLayout ? text.replace(/^(\s*)[*+]\s+/gm, '$1- ') : text.replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '');
  text = text
    // Emphasis and inline code markers.
    .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\*(?=\S)([\s\S]*?\S)\*/g, '$1')
    // Underscores only around words, so snake_case names survive.
    .replace(/(^|[^\w])_(?=\S)([\s\S]*?\S)_(?![\w])/g, '$1$2')
    .replace(/`+/g, '');
  if (!keepLayout) return text.replace(/\s+/g, ' ').trim();
  return (
    text
      // Spaces at line ends go; three or more line breaks (left by removed fences and rules) become a paragraph break.
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
