import { describe, expect, it } from 'vitest';
import { eventPageUrl, renderEntryMail } from './entry-mail';

const input = {
  athleteName: 'Aarav <b>Patil</b>',
  eventTitle: 'State Championship',
  divisionName: 'Cadet Male −45 kg',
  divisionNameMr: 'कॅडेट पुरुष −४५ किलो',
  entryDeadline: '2026-12-10',
  enteredBy: 'coach' as const,
  eventUrl: 'https://example.org/events/state-2026',
};

describe('the mail to guardians when a coach enters their child', () => {
  it('says who, where, which division and until when, in English and Marathi', () => {
    const mail = renderEntryMail(input);
    expect(mail.text).toContain("entered by your child's club coach in State Championship");
    expect(mail.text).toContain('Cadet Male −45 kg');
    expect(mail.text).toContain('कॅडेट पुरुष −४५ किलो');
    expect(mail.text).toContain('२०२६-१२-१०');
    expect(mail.text).toContain('until 2026-12-10');
    expect(mail.html).toContain('lang="mr"');
  });

  it('escapes what families typed', () => {
    const { html } = renderEntryMail(input);
    expect(html).not.toContain('<b>Patil</b>');
    expect(html).toContain('&lt;b&gt;Patil&lt;/b&gt;');
  });

  it('leaves the link out without a usable site address', () => {
    expect(eventPageUrl('state-2026', 'https://example.org/x')).toBe(
      'https://example.org/events/state-2026',
    );
    expect(eventPageUrl('state-2026', undefined)).toBeUndefined();
    expect(eventPageUrl('state-2026', 'javascript:alert(1)')).toBeUndefined();
    const mail = renderEntryMail({ ...input, eventUrl: undefined });
    expect(mail.html).not.toContain('<a ');
  });
});
