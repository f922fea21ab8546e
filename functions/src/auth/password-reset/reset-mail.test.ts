import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../contracts/markup';
import { renderResetMail } from './reset-mail';

const resetUrl = 'http://127.0.0.1:5000/reset-password/abc_DEF-123';

describe('renderResetMail', () => {
  it('greets the member and carries the link in both parts', () => {
    const mail = renderResetMail({ name: 'Asha Patil', resetUrl });
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.text).toContain('Hello Asha Patil,');
    expect(mail.text).toContain(resetUrl);
    expect(mail.html).toContain(`<a href="${resetUrl}"`);
    expect(mail.html).toContain('Hello Asha Patil,');
  });

  it('escapes a hostile name in the HTML', () => {
    const mail = renderResetMail({ name: '<img src=x onerror=alert(1)> & "Co"', resetUrl });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    expect(mail.subject).not.toContain('img');
  });

  it('escapes the link inside the attribute', () => {
    const mail = renderResetMail({ name: '', resetUrl: 'https://x.test/a?b=1&c="d"' });
    expect(mail.html).toContain('href="https://x.test/a?b=1&amp;c=&quot;d&quot;"');
  });

  it('keeps a name on one short line and copes without one', () => {
    const multiline = renderResetMail({ name: 'Asha\r\nBcc: evil@example.com', resetUrl });
    expect(multiline.text.split('\n')[0]).toBe('Hello Asha Bcc: evil@example.com,');
    expect(renderResetMail({ name: 'x'.repeat(500), resetUrl }).text.split('\n')[0]).toBe(
      `Hello ${'x'.repeat(80)}…,`,
    );
    expect(renderResetMail({ name: '  ', resetUrl }).text.startsWith('Hello,\n')).toBe(true);
  });
});

describe('renderResetMail in Marathi', () => {
  const marathiUrl = 'http://127.0.0.1:5000/mr/reset-password/abc_DEF-123';

  it('writes the subject, greeting and button in Marathi, with the Marathi link', () => {
    const mail = renderResetMail({ name: 'आशा पाटील', resetUrl: marathiUrl, language: 'mr' });
    expect(mail.subject).toBe('महाराष्ट्र तायक्वांदो असोसिएशन: आपला पासवर्ड नव्याने ठेवा');
    expect(mail.text.split('\n')[0]).toBe('नमस्कार आशा पाटील,');
    expect(mail.text).toContain(marathiUrl);
    expect(mail.html).toContain('<html lang="mr">');
    expect(mail.html).toContain(`<a href="${marathiUrl}"`);
    expect(mail.html).toContain('नवा पासवर्ड निवडा');
    expect(mail.text.replace(marathiUrl, '')).not.toMatch(/Hello|password/i);
  });

  it('greets without a name, and stays English when no language is named', () => {
    expect(renderResetMail({ name: '', resetUrl, language: 'mr' }).text).toMatch(/^नमस्कार,\n/);
    expect(renderResetMail({ name: '', resetUrl }).html).toContain('<html lang="en">');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters and nothing else', () => {
    expect(escapeHtml(`<a href="x">'&'</a> नमस्ते`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt; नमस्ते',
    );
  });
});
