import { useMemo } from 'react';
import { markdownToSafeHtml } from '../markdown.ts';
import classes from './markdown-body.module.css';

/** A question or answer body: Markdown rendered to sanitised HTML (markdown.ts). */
export function MarkdownBody({ markdown }: { markdown: string }) {
  const html = useMemo(() => markdownToSafeHtml(markdown), [markdown]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in markdownToSafeHtml.
  return <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
