import { escapeHtml } from '../contracts/markup';
import type { MailMessage } from './outgoing-mail';

// The site's mails that carry one link to act on (a password reset, a guardian invitation): the
// same plain text and HTML layout, in the reader's language. Everything interpolated is escaped.

/** Names come from sign-up forms and Google profiles: keep them to one short, plain line. */
export function plainName(name: string): string {
  const plain = name.replace(/[\r\n\t]+/g, ' ').trim();
  return plain.length > 80 ? `${plain.slice(0, 80)}…` : plain;
}

export interface LinkMail {
  htmlLang: string;
  subject: string;
  greeting: string;
  /** What the mail is about, one paragraph. */
  lead: string;
  /** The line before the link in the plain text (the HTML shows a button instead). */
  openLink: string;
  /** Set when the HTML repeats `openLink` above its button. */
  openLinkInHtml?: boolean;
  button: string;
  url: string;
  copyLink: string;
  expiry: string;
  notYou: string;
  signature: string;
}

export function renderLinkMail(mail: LinkMail): MailMessage {
  const text = [
    mail.greeting,
    '',
    mail.lead,
    mail.openLink,
    '',
    mail.url,
    '',
    mail.expiry,
    mail.notYou,
    '',
    mail.signature,
  ].join('\n');
  const href = escapeHtml(mail.url);
  const openLink = mail.openLinkInHtml ? `\n  <p>${escapeHtml(mail.openLink)}</p>` : '';
  const html = `<!doctype html>
<html lang="${mail.htmlLang}">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
  <p>${escapeHtml(mail.greeting)}</p>
  <p>${escapeHtml(mail.lead)}</p>${openLink}
  <p>
    <a href="${href}" style="display: inline-block; padding: 10px 20px; background: #b91c1c; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(mail.button)}</a>
  </p>
  <p>${escapeHtml(mail.copyLink)}<br><a href="${href}">${href}</a></p>
  <p>${escapeHtml(mail.expiry)} ${escapeHtml(mail.notYou)}</p>
  <p>${escapeHtml(mail.signature)}</p>
</body>
</html>`;
  return { subject: mail.subject, text, html };
}
