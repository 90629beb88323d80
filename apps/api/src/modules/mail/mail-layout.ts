import type { Language } from '@flexapp/contract';

/** One e-mail's content before it is laid out: a greeting, paragraphs and at most one button. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A line under the message: why the person gets it and where to turn it off. */
  footer: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Text made safe inside HTML elements and quoted attributes (the e-mails and the Confirm link's page). */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Plain text and a simple HTML version of the same content (both parts of every e-mail). */
export function layoutMail(lang: Language, content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '-- ',
    content.footer,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #1a1b1e; line-height: 1.5">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display: inline-block; padding: 10px 18px; background: #1864ab; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(content.action.label)}</a></p>`
    : ''
}
<hr><p style="font-size: 12px; color: #495057">${escapeHtml(content.footer)}</p>
</body></html>
`;
  return { subject: content.subject, text, html };
}
