import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { invitationPageUrl, renderInviteMail } from './invite-mail';
import { inviteIdFor, isInviteTokenShape, newInviteToken } from './stored-guardian-invite';

describe('invitationPageUrl', () => {
  it('points at the profile invitation page, under /mr in Marathi', () => {
    expect(invitationPageUrl('abc', 'https://mta.example.org/')).toBe(
      'https://mta.example.org/profile/invitation?token=abc',
    );
    expect(invitationPageUrl('abc', 'https://mta.example.org', 'mr')).toBe(
      'https://mta.example.org/mr/profile/invitation?token=abc',
    );
  });

  it.each([undefined, '', 'not a url', 'javascript:alert(1)'])(
    'refuses SITE_ORIGIN %j as an outage',
    (origin) => {
      expect(() => invitationPageUrl('abc', origin)).toThrow(HttpError);
    },
  );
});

describe('renderInviteMail', () => {
  const url = 'https://mta.example.org/profile/invitation?token=abc';

  it('names the inviter, not the child, and escapes what it interpolates', () => {
    const mail = renderInviteMail({ inviterName: 'Asha <b>', url, language: 'en' });
    expect(mail.text).toContain('Asha <b> invites you');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('Asha &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('writes Marathi for a Marathi request', () => {
    const mail = renderInviteMail({ inviterName: 'आशा', url, language: 'mr' });
    expect(mail.html).toContain('<html lang="mr">');
    expect(mail.subject).toMatch(/[\u0900-\u097f]/);
  });
});

describe('invitation tokens', () => {
  it('are 43 URL-safe characters, stored only as their SHA-256', () => {
    const token = newInviteToken();
    expect(isInviteTokenShape(token)).toBe(true);
    expect(inviteIdFor(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(inviteIdFor(token)).not.toContain(token);
    expect(newInviteToken()).not.toBe(token);
  });

  it.each(['', 'short', 'x'.repeat(44), `${'a'.repeat(42)}/`, '__proto__'])(
    'refuses %j without a read',
    (token) => {
      expect(isInviteTokenShape(token)).toBe(false);
    },
  );
});
