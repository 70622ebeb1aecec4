import { type ElementType, memo, type ReactNode, useMemo } from 'react';
import Markdown, { type Components, type UrlTransform } from 'react-markdown';
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
}

/** The browser's origin, or null outside a browser. */
export function currentOrigin(): string | null {
  return typeof window === 'undefined' ? null : window.location.origin;
}

/**
 * Renders assistant markdown safely (memoised: parsing runs again only when the text or origin
 * changes, not on every scroll of a virtualised history): raw HTML stays text, links only go to http(s) and mailto
 * (anything else is plain text), external links open in a new tab without an opener or referrer,
 * and images load only from the product's own origin (others show their alt text).
 */
export const SafeMarkdown = /* @__PURE__ */ memo(function SafeMarkdown({
  children,
  allowedImageOrigin = currentOrigin(),
}: SafeMarkdownProps) {
  const origin = allowedImageOrigin ?? null;
  const { components, urlTransform } = useMemo(() => build(origin), [origin]);
  return (
    <div className={styles.markdown}>
      <Markdown allowedElements={allowedElements} unwrapDisallowed urlTransform={urlTransform} components={components}>
        {children}
      </Markdown>
    </div>
  );
});

function build(origin: string | null): { components: Components; urlTransform: UrlTransform } {
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
  return { components, urlTransform };
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
