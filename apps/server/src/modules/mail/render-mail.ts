import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { type MailContext, type TemplateName, templateOf } from './templates/index.ts';

/**
 * React Email's text conversion (`toPlainText`) with our two changes, compiled once: `toPlainText` compiles its
 * selectors again for every mail, which was a fifth of the render thread's time while the outbox drained.
 */
const toText = compile({
  // No wrapping: a code or a link cut across lines is harder to copy.
  wordwrap: false,
  // Upper-casing without the Turkish locale turns "Şifre" into "ŞIFRE".
  selectors: [...plainTextSelectors, { selector: 'h1', options: { uppercase: false } }],
});

export type RenderedMail = { subject: string; html: string; text: string };

/** A template with its data as the HTML part, the text part and the subject (React Email, decision 026). */
export const renderMail = async (
  name: TemplateName,
  data: unknown,
  ctx: MailContext,
): Promise<RenderedMail> => {
  const template = templateOf(name);
  const element = template.render(data, ctx);
  // React renders once; the text part is converted from that HTML (a second render doubled each mail's CPU time
  // when the outbox drains, docs/performance.md).
  const html = await render(element);
  const text = toText(html);
  return { subject: template.subject(data, ctx), html, text };
};

/** The context of the server's settings (SCHOOL_NAME, SCHOOL_COLOR, PUBLIC_URL, BANK_*). */
export const mailContext = (
  config: { school: { name: string; color: string }; publicUrl: string; bank: MailContext['bank'] },
  unsubscribeUrl: string | null = null,
): MailContext => ({
  schoolName: config.school.name,
  color: config.school.color,
  publicUrl: config.publicUrl,
  bank: config.bank,
  unsubscribeUrl,
});
