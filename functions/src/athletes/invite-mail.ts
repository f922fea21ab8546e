import { sitePathPrefix, type SiteLanguage } from '../contracts/site-language';
import { apiMessages } from '../contracts/messages';
import { serviceUnavailable } from '../http/http-error';
import { plainName, renderLinkMail } from '../mail/link-mail';
import type { MailMessage } from '../mail/outgoing-mail';
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

export interface InviteMailInput {
  inviterName: string;
  url: string;
  language: SiteLanguage;
}

/** The invitation email, as plain text and as HTML (everything interpolated is escaped). */
export function renderInviteMail({ inviterName, url, language }: InviteMailInput): MailMessage {
  const copy = inviteMailCopy[language];
  const name = plainName(inviterName);
  return renderLinkMail({
    ...copy,
    lead: name ? copy.invitation(name) : copy.anonymousInvitation,
    openLinkInHtml: true,
    url,
  });
}
