import { escapeHtml } from '../contracts/markup';
import { marathiDigits } from '../contracts/marathi-digits';
import { plainName } from '../mail/link-mail';
import type { MailMessage } from '../mail/outgoing-mail';

// The mail a guardian gets when a coach (or the office) enters their child in a championship: who
// was entered, where, in which division, and that the guardian may withdraw the entry before the
// deadline. We do not know which language a guardian reads, so the mail carries both.

export interface EntryMailInput {
  athleteName: string;
  eventTitle: string;
  divisionName: string;
  divisionNameMr: string;
  entryDeadline: string;
  enteredBy: 'coach' | 'office';
  /** The championship's page; absent when the site's address is not configured. */
  eventUrl?: string | undefined;
}

function paragraphs(input: EntryMailInput): { en: string[]; mr: string[] } {
  const name = plainName(input.athleteName);
  const title = plainName(input.eventTitle);
  const who = input.enteredBy === 'coach' ? "your child's club coach" : 'the association office';
  const whoMr =
    input.enteredBy === 'coach' ? 'तुमच्या मुलाच्या क्लबच्या प्रशिक्षकांनी' : 'असोसिएशनच्या कार्यालयाने';
  return {
    en: [
      `${name} has been entered by ${who} in ${title}, division ${input.divisionName}.`,
      `If you do not want this entry, you can withdraw it on the championship's page until ${input.entryDeadline}.`,
    ],
    mr: [
      `${whoMr} ${name} यांचा ${title} मध्ये ${input.divisionNameMr} गटात प्रवेश केला आहे.`,
      `हा प्रवेश नको असल्यास, ${marathiDigits(input.entryDeadline)} पर्यंत स्पर्धेच्या पानावर तो मागे घेता येतो.`,
    ],
  };
}

export function renderEntryMail(input: EntryMailInput): MailMessage {
  const { en, mr } = paragraphs(input);
  const link = input.eventUrl ? [input.eventUrl] : [];
  const signature = 'Maharashtra Taekwondo Association / महाराष्ट्र तायक्वांदो असोसिएशन';
  const text = [...en, ...link, '', ...mr, ...link, '', signature].join('\n');
  const linkHtml = input.eventUrl
    ? `<p><a href="${escapeHtml(input.eventUrl)}">${escapeHtml(input.eventUrl)}</a></p>`
    : '';
  const block = (lang: string, lines: string[]) =>
    `<div lang="${lang}">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${linkHtml}</div>`;
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
  ${block('en', en)}
  <hr>
  ${block('mr', mr)}
  <p>${escapeHtml(signature)}</p>
</body>
</html>`;
  return {
    subject: `Championship entry: ${plainName(input.athleteName)} / स्पर्धा प्रवेश`,
    text,
    html,
  };
}

/** The championship's page on the site, or undefined without a usable SITE_ORIGIN. */
export function eventPageUrl(
  eventId: string,
  origin = process.env.SITE_ORIGIN,
): string | undefined {
  try {
    const base = new URL(origin ?? '');
    if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined;
    return `${base.origin}/events/${encodeURIComponent(eventId)}`;
  } catch {
    return undefined;
  }
}
