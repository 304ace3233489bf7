import { createElement, Fragment, type ReactNode, useMemo } from 'react';

/**
 * HTML from elsewhere (the server's sale documents, a sanitised Markdown body) shown as React elements, never as
 * markup: the string is parsed by the browser into an inert document, and only the tags and attributes of ordinary
 * text formatting become elements; anything else keeps just its text, which React escapes. Links keep only
 * http(s) and mailto addresses. So no string reaches `innerHTML` and React's escaping stays the only way text gets
 * onto the page (tests/e2e/security-headers.test.ts, "the web app's source").
 */

const TAGS = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
]);
const VOID = new Set(['br', 'hr']);
/** HTML attribute → React prop, for the attributes that are kept. */
const ATTRIBUTES: Record<string, string> = {
  href: 'href',
  title: 'title',
  target: 'target',
  rel: 'rel',
  start: 'start',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  scope: 'scope',
};
const SAFE_URL = /^(?:https?:|mailto:)/i;

const toReact = (node: Node, key: number): ReactNode => {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, toReact);
  if (!TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  const props: Record<string, string | number> = { key };
  for (const { name, value } of Array.from(element.attributes)) {
    const prop = ATTRIBUTES[name];
    if (!prop || (name === 'href' && !SAFE_URL.test(value.trim()))) continue;
    props[prop] = value;
  }
  return VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
};

/** Parses `html` (no scripts run: DOMParser's document is inert) into allowed React elements. */
export const htmlToReact = (html: string): ReactNode[] => {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, toReact);
};

export function HtmlFragment({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => htmlToReact(html), [html]);
  return <div className={className}>{content}</div>;
}
