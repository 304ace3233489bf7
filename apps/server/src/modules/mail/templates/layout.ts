import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';

/**
 * What every mail is drawn with: the school's name and colour, the address links are built on, the bank account
 * for transfers, and the one-click unsubscribe link of a category that can be turned off (modules/mail/README.md).
 */
export type MailContext = {
  schoolName: string;
  color: string;
  publicUrl: string;
  bank: { bankName: string; accountHolder: string; iban: string };
  unsubscribeUrl: string | null;
};

const font = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const textStyle = { fontSize: '15px', lineHeight: '24px', color: '#1f2933', margin: '0 0 12px' };

export const para = (...children: ReactNode[]) => h(Text, { style: textStyle }, ...children);
export const strong = (text: string) => h('strong', null, text);
export const link = (href: string, label?: string) =>
  h(Link, { href, style: { color: '#0b5394' } }, label ?? href);

export const button = (ctx: MailContext, href: string, label: string) =>
  h(
    Section,
    { style: { margin: '20px 0' } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: ctx.color,
          color: '#ffffff',
          padding: '12px 20px',
          borderRadius: '6px',
          fontWeight: 600,
          fontSize: '15px',
        },
      },
      label,
    ),
  );

/** Label–value rows (bank details, totals) as a table, which every mail client lays out the same way. */
export const rows = (entries: ReadonlyArray<readonly [string, string]>) =>
  h(
    'table',
    {
      role: 'presentation',
      // Laid out as label–value columns in the text part too (React Email's dataTable marker).
      'data-text-format': 'dataTable',
      style: { width: '100%', borderCollapse: 'collapse', margin: '0 0 16px' },
    },
    h(
      'tbody',
      null,
      ...entries.map(([label, value], i) =>
        h(
          'tr',
          { key: String(i) },
          h('td', { style: { padding: '6px 0', color: '#52606d', fontSize: '14px' } }, label),
          h(
            'td',
            { style: { padding: '6px 0', textAlign: 'right', fontSize: '14px', fontWeight: 600 } },
            value,
          ),
        ),
      ),
    ),
  );

/** The frame of every mail: a header in the school's colour, the content, and a footer. */
export const layout = (ctx: MailContext, preview: string, title: string, ...content: ReactNode[]) =>
  h(
    Html,
    { lang: 'tr', dir: 'ltr' },
    h(Head, null),
    h(Preview, null, preview),
    h(
      Body,
      { style: { backgroundColor: '#f4f6f8', fontFamily: font, margin: 0, padding: '24px 0' } },
      h(
        Container,
        { style: { backgroundColor: '#ffffff', maxWidth: '560px', borderRadius: '8px', overflow: 'hidden' } },
        h(
          Section,
          { style: { backgroundColor: ctx.color, padding: '16px 24px' } },
          h(
            Text,
            { style: { color: '#ffffff', fontSize: '20px', fontWeight: 700, margin: 0 } },
            ctx.schoolName,
          ),
        ),
        h(
          Section,
          { style: { padding: '24px' } },
          h(Heading, { as: 'h1', style: { fontSize: '20px', color: '#1f2933', margin: '0 0 16px' } }, title),
          ...content,
          h(Hr, { style: { borderColor: '#e4e7eb', margin: '24px 0 12px' } }),
          h(
            Text,
            { style: { fontSize: '12px', lineHeight: '18px', color: '#7b8794', margin: 0 } },
            `Bu e-posta ${ctx.schoolName} tarafından gönderildi: `,
            link(ctx.publicUrl),
          ),
          ctx.unsubscribeUrl
            ? h(
                Text,
                { style: { fontSize: '12px', lineHeight: '18px', color: '#7b8794', margin: '4px 0 0' } },
                'Bu türden e-postaları almak istemiyorsanız: ',
                link(ctx.unsubscribeUrl, 'aboneliği bırakın'),
              )
            : null,
        ),
      ),
    ),
  );

/** A moment in Turkey's time, as people there read it: "25 Kasım 2026 20:58". */
const istanbulFormat = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});
export const istanbulTime = (iso: string) => istanbulFormat.format(new Date(iso));
