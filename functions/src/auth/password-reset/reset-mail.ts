import type { SiteLanguage } from '../../contracts/site-language';
import { escapeHtml, type MailMessage } from '../../mail/outgoing-mail';
import { resetMailCopy } from './reset-mail-copy';

export interface ResetMailInput {
  /** The member's name; may be empty. */
  name: string;
  resetUrl: string;
  /** The edition the request came from; English when it named none. */
  language?: SiteLanguage;
}

/** Names come from sign-up forms and Google profiles: keep them to one short, plain line. */
function greetingName(name: string): string {
  const plain = name.replace(/[\r\n\t]+/g, ' ').trim();
  return plain.length > 80 ? `${plain.slice(0, 80)}…` : plain;
}

/** The password-reset email, as plain text and as HTML (everything interpolated is escaped). */
export function renderResetMail({ name, resetUrl, language = 'en' }: ResetMailInput): MailMessage {
  const copy = resetMailCopy[language];
  const member = greetingName(name);
  const greeting = member ? copy.greeting(member) : copy.anonymousGreeting;
  const text = [
    greeting,
    '',
    copy.request,
    copy.openLink,
    '',
    resetUrl,
    '',
    copy.expiry,
    copy.notYou,
    '',
    copy.signature,
  ].join('\n');
  const url = escapeHtml(resetUrl);
  const html = `<!doctype html>
<html lang="${copy.htmlLang}">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
  <p>${escapeHtml(greeting)}</p>
  <p>${escapeHtml(copy.request)}</p>
  <p>
    <a href="${url}" style="display: inline-block; padding: 10px 20px; background: #b91c1c; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(copy.button)}</a>
  </p>
  <p>${escapeHtml(copy.copyLink)}<br><a href="${url}">${url}</a></p>
  <p>${escapeHtml(copy.expiry)} ${escapeHtml(copy.notYou)}</p>
  <p>${escapeHtml(copy.signature)}</p>
</body>
</html>`;
  return { subject: copy.subject, text, html };
}
