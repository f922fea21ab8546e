import { escapeHtml, type MailMessage } from '../../mail/outgoing-mail';

const ASSOCIATION = 'Maharashtra Taekwondo Association';
/** Firebase password-reset codes expire after one hour. */
const LINK_LIFETIME = '1 hour';

export interface ResetMailInput {
  /** The member's name; may be empty. */
  name: string;
  resetUrl: string;
}

/** Names come from sign-up forms and Google profiles: keep them to one short, plain line. */
function greetingName(name: string): string {
  const plain = name.replace(/[\r\n\t]+/g, ' ').trim();
  return plain.length > 80 ? `${plain.slice(0, 80)}…` : plain;
}

/** The password-reset email, as plain text and as HTML (everything interpolated is escaped). */
export function renderResetMail({ name, resetUrl }: ResetMailInput): MailMessage {
  const member = greetingName(name);
  const greeting = member ? `Hello ${member},` : 'Hello,';
  const subject = `Reset your ${ASSOCIATION} password`;
  const text = [
    greeting,
    '',
    `We received a request to reset the password of your ${ASSOCIATION} member account.`,
    'To choose a new password, open this link:',
    '',
    resetUrl,
    '',
    `The link works once and expires in ${LINK_LIFETIME}.`,
    'If you did not ask for this, you can ignore this email: your password stays the same.',
    '',
    `${ASSOCIATION}`,
  ].join('\n');
  const url = escapeHtml(resetUrl);
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
  <p>${escapeHtml(greeting)}</p>
  <p>We received a request to reset the password of your ${ASSOCIATION} member account.</p>
  <p>
    <a href="${url}" style="display: inline-block; padding: 10px 20px; background: #b91c1c; color: #ffffff; text-decoration: none; border-radius: 6px;">Choose a new password</a>
  </p>
  <p>If the button does not work, copy this link into your browser:<br><a href="${url}">${url}</a></p>
  <p>The link works once and expires in ${LINK_LIFETIME}. If you did not ask for this, you can ignore this email: your password stays the same.</p>
  <p>${ASSOCIATION}</p>
</body>
</html>`;
  return { subject, text, html };
}
