import { sitePathPrefix, type SiteLanguage } from '../contracts/site-language';
import { apiMessages } from '../contracts/messages';
import { serviceUnavailable } from '../http/http-error';
import { escapeHtml, type MailMessage } from '../mail/outgoing-mail';
import { inviteMailCopy } from './invite-mail-copy';

/**
 * The invitation page for a token, e.g. https://site/profile/invitation?token=… (under /mr/ in
 * Marathi). SITE_ORIGIN comes from functions/.env.* so links point at the right host everywhere.
 */
export function invitationPageUrl(
  token: string,
  origin = process.env.SITE_ORIGIN,
  language: SiteLanguage = 'en',
): string {
  let base: URL | undefined;
  try {
    base = new URL(origin ?? '');
  } catch {
    base = undefined;
  }
  // Without a usable origin no link can be built: an outage to the member, loud in the logs.
  if (!base || (base.protocol !== 'https:' && base.protocol !== 'http:')) {
    throw serviceUnavailable('service/unavailable', apiMessages.serviceUnavailable);
  }
  const query = new URLSearchParams({ token }).toString();
  return `${base.origin}${sitePathPrefix(language)}/profile/invitation?${query}`;
}

/** Names come from sign-up forms and Google profiles: keep them to one short, plain line. */
function plainName(name: string): string {
  const plain = name.replace(/[\r\n\t]+/g, ' ').trim();
  return plain.length > 80 ? `${plain.slice(0, 80)}…` : plain;
}

export interface InviteMailInput {
  inviterName: string;
  url: string;
  language: SiteLanguage;
}

/** The invitation email, as plain text and as HTML (everything interpolated is escaped). */
export function renderInviteMail({ inviterName, url, language }: InviteMailInput): MailMessage {
  const copy = inviteMailCopy[language];
  const name = plainName(inviterName);
  const invitation = name ? copy.invitation(name) : copy.anonymousInvitation;
  const text = [
    copy.greeting,
    '',
    invitation,
    copy.openLink,
    '',
    url,
    '',
    copy.expiry,
    copy.notYou,
    '',
    copy.signature,
  ].join('\n');
  const href = escapeHtml(url);
  const html = `<!doctype html>
<html lang="${copy.htmlLang}">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
  <p>${escapeHtml(copy.greeting)}</p>
  <p>${escapeHtml(invitation)}</p>
  <p>${escapeHtml(copy.openLink)}</p>
  <p>
    <a href="${href}" style="display: inline-block; padding: 10px 20px; background: #b91c1c; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(copy.button)}</a>
  </p>
  <p>${escapeHtml(copy.copyLink)}<br><a href="${href}">${href}</a></p>
  <p>${escapeHtml(copy.expiry)} ${escapeHtml(copy.notYou)}</p>
  <p>${escapeHtml(copy.signature)}</p>
</body>
</html>`;
  return { subject: copy.subject, text, html };
}
