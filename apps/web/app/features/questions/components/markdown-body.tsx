import { useMemo } from 'react';
import { HtmlFragment } from '../../../components/ui/html-fragment.tsx';
import { markdownToSafeHtml } from '../markdown.ts';
import classes from './markdown-body.module.css';

/** A question or answer body: Markdown rendered to sanitised HTML (markdown.ts). */
export function MarkdownBody({ markdown }: { markdown: string }) {
  const html = useMemo(() => markdownToSafeHtml(markdown), [markdown]);
  return <HtmlFragment className={classes.body} html={html} />;
}
