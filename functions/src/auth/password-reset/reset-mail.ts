import type { SiteLanguage } from '../../contracts/site-language';
import { plainName, renderLinkMail } from '../../mail/link-mail';
import type { MailMessage } from '../../mail/outgoing-mail';
import { resetMailCopy } from './reset-mail-copy';

export interface ResetMailInput {
  /** The member's name; may be empty. */
  name: string;
  resetUrl: string;
  /** The edition the request came from; English when it named none. */
  language?: SiteLanguage;
}

/** The password-reset email, as plain text and as HTML (everything interpolated is escaped). */
export function renderResetMail({ name, resetUrl, language = 'en' }: ResetMailInput): MailMessage {
  const copy = resetMailCopy[language];
  const member = plainName(name);
  return renderLinkMail({
    ...copy,
    greeting: member ? copy.greeting(member) : copy.anonymousGreeting,
    lead: copy.request,
    url: resetUrl,
  });
}
