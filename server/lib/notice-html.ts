// The operator's system notice is HTML shown in a popup on the home page. It is cleaned here with
// sanitize-html (a maintained parser-based sanitizer, not a pattern) when it is saved and again when it
// is read, so a value stored before this rule, or written to the table by hand, is cleaned too. The
// client still runs DOMPurify over it before it touches the page: two independent filters.
// Kept: text formatting, lists, tables, links (http, https, mailto, tel) and https images. Gone:
// scripts, styles, frames, forms, event handlers, style attributes and every other URL scheme.
import sanitizeHtml from 'sanitize-html';

const NOTICE_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // An image may not come over plain http (mixed content) nor from data: or blob:.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // The content of a removed script or style is dropped, not shown as text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens another tab always opens a new one and never hands it a handle on this tab.
    a: (tagName, attribs) => {
      const { rel: _rel, target, ...rest } = attribs;
      return { tagName, attribs: target ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
  },
};

export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, NOTICE_POLICY);
}
