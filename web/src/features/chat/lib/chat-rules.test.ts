import { describe, expect, it } from 'vitest';
import { chatAnswers } from '@/features/chat/content/chat-answers';
import { chatCopy } from '@/features/chat/content/chat-copy';
import { isBlank, matchTopic, replyTo, tokenize } from '@/features/chat/lib/chat-rules';
import type { ChatTopic } from '@/features/chat/lib/chat-types';

const reply = (text: string) => replyTo(text, chatAnswers) ?? '';

describe('tokenize', () => {
  it('lowers case, drops accents and punctuation', () => {
    expect(tokenize("  What's the FEE?? Café—self-defence ")).toEqual([
      'what',
      's',
      'the',
      'fee',
      'cafe',
      'self',
      'defence',
    ]);
  });
});

describe('each suggestion chip reaches its topic and its figures', () => {
  const chips: [string, ChatTopic, string[]][] = [
    ['Class schedule', 'schedule', ['Mon and Wed 4:00-5:00 PM', 'Fri 8:30-10 PM', '2-3 times']],
    ['Membership fees', 'fees', ['₹2000 per month', '₹3000 per month', '₹4000', '₹1000-3000']],
    ['Benefits of taekwondo', 'benefits', ['self-defence', 'confidence', 'Indomitable Spirit']],
    ['Belt progression', 'belts', ['White, Yellow, Yellow Green', 'Red Black, and Black', '3-5']],
    ['Trial classes', 'trial', ['trial class', '[send us a message](/contact)']],
    ['Instructor qualifications', 'instructors', ['50+ certified instructors', '1st Dan']],
    ['Equipment needed', 'equipment', ['₹6000-8000', 'dobok']],
    ['Upcoming events', 'events', ['Maharashtra State Championship in Mumbai', '(/events)']],
  ];

  it('covers exactly the eight chips the panel shows', () => {
    expect(chips.map(([chip]) => chip)).toEqual(chatCopy.suggestions);
  });

  it.each(chips)('%s → %s', (chip, topic, figures) => {
    expect(matchTopic(chip)).toBe(topic);
    for (const figure of figures) expect(reply(chip)).toContain(figure);
  });
});

describe("the association's figures", () => {
  it('fees: 2000 and 3000 a month, 4000 registration, tests 1000-3000, equipment 6000-8000, discounts', () => {
    const fees = reply('How much are the fees?');
    for (const figure of ['2000', '3000', '4000', '1000-3000', '6000-8000', '10%', '5%', '15%']) {
      expect(fees).toContain(figure);
    }
  });

  it('discounts: 10% family, 5% quarterly, 15% annual', () => {
    expect(matchTopic('Is there a family discount?')).toBe('discounts');
    const text = reply('any discount?');
    expect(text).toMatch(/10% family/);
    expect(text).toMatch(/5% off when you pay quarterly/);
    expect(text).toMatch(/15% off when you pay for the whole year/);
  });

  it('schedules: the six programs exactly', () => {
    const text = reply('timetable');
    for (const line of [
      '• Children (5-12): Mon and Wed 4:00-5:00 PM, Sat 10-11 AM',
      '• Teens (13-17): Tue and Thu 5:30-6:30 PM, Sat 11:30 AM-12:30 PM',
      '• Adults (18+): Mon, Wed, Fri 7:00-8:30 PM, Sat 1:00-2:30 PM',
      '• Competition: Tue and Thu 7-9 PM, Sun 10 AM-12 PM',
      '• Black Belt: Wed 8:30-10 PM, Sat 3-4:30 PM',
      '• Instructor: Fri 8:30-10 PM, plus by arrangement',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('belts: the eleven in order, the exam and Dan facts', () => {
    const text = reply('belts');
    expect(text).toContain(
      'White, Yellow, Yellow Green, Green, Green Blue, Blue, Blue Red, Red, Red Advanced, Red Black, and Black',
    );
    expect(text).toContain('1 year as a red-black belt, recommendation letters and a thesis');
    expect(text).toContain('1st to 2nd Dan takes 2-3 years');
  });

  it('ages: children 5-12 from age 5, teens 13-17, adults 18+, rank-based advanced programs', () => {
    expect(matchTopic('What age can my child start?')).toBe('ages');
    const text = reply('minimum age?');
    for (const fact of ['Children 5-12', 'start at 5', 'Teens 13-17', 'Adults 18+', 'green belt']) {
      expect(text).toContain(fact);
    }
  });

  it('upcoming events point to /events', () => {
    expect(reply('any tournaments coming up?')).toContain('[Events page](/events)');
  });
});

describe('other questions', () => {
  it.each([
    ['How do I join?', 'enroll'],
    ['what programs do you have', 'programs'],
    ['Where is your office?', 'contact'],
    ['Hello!', 'greeting'],
    ['thank you', 'thanks'],
    ['what is the registration fee', 'fees'],
    ['belt test fees', 'belts'],
    ['adult classes', 'schedule'],
    ['hi, what are the fees?', 'fees'],
    ['is there a class for my 6 year old', 'ages'],
  ] as const)('%s → %s', (text, topic) => {
    expect(matchTopic(text)).toBe(topic);
  });
});

describe('misspellings', () => {
  it.each([
    ['feez?', 'fees'],
    ['fess for kids', 'fees'],
    ['shedule', 'schedule'],
    ['class schedual', 'schedule'],
    ['taekwando benifits', 'benefits'],
    ['taekwando', 'benefits'],
    ['next blet', 'belts'],
    ['equipement list', 'equipment'],
    ['instrucor qualifcations', 'instructors'],
    ['trail class', 'trial'],
    ['upcomming tournamnet', 'events'],
  ] as const)('%s → %s', (text, topic) => {
    expect(matchTopic(text)).toBe(topic);
  });

  it('keeps short words exact, so near-misses of other words do not match', () => {
    expect(matchTopic('I feel great')).toBe('fallback');
    expect(matchTopic('is it far?')).toBe('fallback');
  });
});

describe('Marathi and Hindi in Latin letters', () => {
  it.each([
    ['fees kitna hai?', 'fees'],
    ['fees kiti aahe', 'fees'],
    ['kiti?', 'fees'],
    ['class kab hai', 'schedule'],
    ['class chi vel kay?', 'schedule'],
    ['classes kadhi astat', 'schedule'],
    ['taekwondo ke fayde', 'benefits'],
    ['umar kitni chahiye', 'ages'],
    ['spardha kadhi aahe', 'events'],
    ['saman kya chahiye', 'equipment'],
    ['namaskar', 'greeting'],
    ['dhanyavad', 'thanks'],
  ] as const)('%s → %s', (text, topic) => {
    expect(matchTopic(text)).toBe(topic);
  });
});

describe('fallback and blank input', () => {
  it('an unknown question points to /contact', () => {
    expect(matchTopic('Do you sell gift vouchers?')).toBe('fallback');
    expect(reply('Do you sell gift vouchers?')).toContain('(/contact)');
  });

  it('blank or whitespace input gets no reply at all', () => {
    for (const text of ['', ' ', '   \t\n ']) {
      expect(isBlank(text)).toBe(true);
      expect(replyTo(text, chatAnswers)).toBeNull();
    }
    expect(replyTo('?!', chatAnswers)).toBe(chatAnswers.fallback);
  });
});
