import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/**
 * Question and answer bodies are Markdown written by learners, so what reaches the page is sanitised HTML: `marked`
 * turns the text into HTML with any raw HTML in it escaped as text, and DOMPurify keeps only the tags of ordinary
 * formatting and `http(s)`/`mailto` links, which open in a new tab without access to this one (decision 039).
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    // Raw HTML in a body is shown as the text it is, never interpreted.
    html: ({ text }) => escapeHtml(text),
    // Headings in a body would break the page's heading outline: they become bold paragraphs.
    heading({ tokens }) {
      return `<p><strong>${this.parser.parseInline(tokens)}</strong></p>\n`;
    },
    // Images would load from anywhere (tracking, mixed content): their address is shown as a link instead.
    image: ({ href, text }) => `<a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a>`,
  },
});

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

let hooked = false;
const purifier = () => {
  if (!hooked && DOMPurify.isSupported) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    hooked = true;
  }
  return DOMPurify;
};

/** The body as safe HTML; without a DOM to sanitise with, the escaped text in a paragraph. */
export const markdownToSafeHtml = (markdown: string): string => {
  const purify = purifier();
  if (!purify.isSupported) return `<p>${escapeHtml(markdown)}</p>`;
  const html = marked.parse(markdown) as string;
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'start'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
};

/** A plain-text preview of a body for lists: Markdown marks dropped, spaces collapsed. */
export const markdownExcerpt = (markdown: string, length = 180): string => {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, ' … ')
    .replace(/[`*_>#~[\]()!]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1)}…` : plain;
};
