import { type ElementType, memo, type ReactElement, type ReactNode, useMemo } from 'react';
import Markdown, { type Components, type Options, type UrlTransform } from 'react-markdown';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { chatMessages } from '../../messages/chat';
import * as styles from './Message.css';
import { checkImageUrl, checkLinkUrl } from './urlPolicy';

const strings = chatMessages.messageList;

/**
 * Every element CommonMark can produce, and nothing else. Raw HTML never becomes an element (it
 * is kept as visible text), so this list is a second line of defence.
 */
const allowedElements = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'em',
  'strong',
  'del',
  'code',
  'pre',
  'a',
  'img',
];

// A reply's headings sit below the page's own (h1 page, h2 sections), so they start at h3.
const headingLevels = { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6', h6: 'h6' } as const;

export interface SafeMarkdownProps {
  /** Markdown from the assistant (untrusted). */
  children: string;
  /**
   * The product's own origin: the only origin images may load from; relative link and image URLs
   * resolve against it. @default window.location.origin
   */
  allowedImageOrigin?: string | null;
  /**
   * The text is still arriving (a streamed reply): every state renders, but only the finished
   * text is kept in the parse cache. @default false
   */
  isStreaming?: boolean;
}

/** The browser's origin, or null outside a browser. */
export function currentOrigin(): string | null {
  return typeof window === 'undefined' ? null : window.location.origin;
}

/** Finished replies parsed lately, by origin and text, most recently used last. */
const parsed = new Map<string, ReactElement>();
/** Enough for the rows a virtualised history mounts and unmounts as it scrolls, and a few more. */
const parsedMarkdownCacheSize = 200;

function parse(markdown: string, origin: string | null, options: MarkdownOptions, cache: boolean): ReactElement {
  const key = `${origin ?? ''}\n${markdown}`;
  const hit = parsed.get(key);
  if (hit) {
    // Refresh its place: the least recently used entry is the one dropped.
    parsed.delete(key);
    parsed.set(key, hit);
    return hit;
  }
  // react-markdown's `Markdown` is a plain function of its options (no hooks): calling it here
  // keeps its output, so a row that a virtualised list mounts again is not parsed again.
  const element = Markdown({ ...options, children: markdown });
  if (cache) {
    parsed.set(key, element);
    if (parsed.size > parsedMarkdownCacheSize) parsed.delete(parsed.keys().next().value as string);
  }
  return element;
}

/**
 * Renders assistant markdown safely (memoised: parsing runs again only when the text or origin
 * changes, and a finished text parsed lately is reused when its row mounts again, e.g. as a
 * virtualised history scrolls): raw HTML stays text, links only go to http(s) and mailto
 * (anything else is plain text), external links open in a new tab without an opener or referrer,
 * and images load only from the product's own origin (others show their alt text).
 */
export const SafeMarkdown = /* @__PURE__ */ memo(function SafeMarkdown({
  children,
  allowedImageOrigin = currentOrigin(),
  isStreaming = false,
}: SafeMarkdownProps) {
  const origin = allowedImageOrigin ?? null;
  const options = optionsFor(origin);
  const content = useMemo(
    () => parse(children, origin, options, !isStreaming),
    [children, origin, options, isStreaming],
  );
  return <div className={styles.markdown}>{content}</div>;
});

type MarkdownOptions = Omit<Options, 'children'>;

// One set of renderers per origin, shared by every instance: a cached element and a fresh parse
// then use the same component types, so React updates the DOM in place instead of replacing it.
const optionsByOrigin = new Map<string | null, MarkdownOptions>();
function optionsFor(origin: string | null): MarkdownOptions {
  let options = optionsByOrigin.get(origin);
  if (!options) {
    options = build(origin);
    optionsByOrigin.set(origin, options);
  }
  return options;
}

function build(origin: string | null): MarkdownOptions {
  // Applied by react-markdown to every URL attribute before rendering: a URL that fails the policy
  // becomes '' and the components below render the link's text or the image's alt text.
  const urlTransform: UrlTransform = (url, key, node) => {
    if (key === 'href' && node.tagName === 'a') return checkLinkUrl(url, origin)?.href ?? '';
    if (key === 'src' && node.tagName === 'img') return checkImageUrl(url, origin) ?? '';
    return '';
  };

  const heading =
    (Tag: ElementType) =>
    ({ children }: { children?: ReactNode }) => (
      <Tag className={Tag === 'h3' ? styles.markdownTitle : styles.markdownHeading}>{children}</Tag>
    );

  const components: Components = {
    a: ({ href, title, children }) => {
      const link = href ? checkLinkUrl(href, origin) : null;
      if (!link) return <span data-slot="unsafe-link">{children}</span>;
      if (!link.isExternal) {
        return (
          <a className={styles.link} href={link.href} title={title}>
            {children}
          </a>
        );
      }
      return (
        <a className={styles.link} href={link.href} title={title} target="_blank" rel="noopener noreferrer">
          {children} <ExternalIcon />
          <span className={visuallyHidden}>{strings.opensInNewTab}</span>
        </a>
      );
    },
    img: ({ src, alt }) => {
      const safe = typeof src === 'string' && src ? checkImageUrl(src, origin) : null;
      if (!safe) {
        return (
          <span className={styles.blockedImage} data-slot="blocked-image">
            {strings.imageNotShown(alt ?? '')}
          </span>
        );
      }
      return <img className={styles.image} src={safe} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />;
    },
    pre: ({ children }) => <pre className={styles.pre}>{children}</pre>,
    blockquote: ({ children }) => <blockquote className={styles.blockquote}>{children}</blockquote>,
    h1: heading(headingLevels.h1),
    h2: heading(headingLevels.h2),
    h3: heading(headingLevels.h3),
    h4: heading(headingLevels.h4),
    h5: heading(headingLevels.h5),
    h6: heading(headingLevels.h6),
  };
  return { allowedElements, unwrapDisallowed: true, urlTransform, components };
}

function ExternalIcon() {
  return (
    <svg className={styles.externalIcon} viewBox="0 0 16 16" aria-hidden focusable={false}>
      <path
        d="M6 3h7v7M13 3 6.5 9.5M11 9.5V13H3V5h3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
