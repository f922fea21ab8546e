import { describe, expect, it } from 'vitest';
import { chatAnswers as englishAnswers } from '@/features/chat/content/chat-answers';
import { chatAnswers } from '@/features/chat/content/chat-answers.mr';
import { chatCopy } from '@/features/chat/content/chat-copy.mr';
import { localeKeywords } from '@/features/chat/lib/chat-keywords-locale.mr';
import { buildRules, matchTopic as matchTopicIn, replyTo } from '@/features/chat/lib/chat-rules';
import { parseChatText } from '@/features/chat/lib/chat-text';
import type { ChatTopic } from '@/features/chat/lib/chat-types';

// The Marathi modules are imported by name and handed to the one rules engine: what the Marathi
// build does by default once its modules are swapped in.
const rules = buildRules(localeKeywords);
const matchTopic = (text: string) => matchTopicIn(text, rules);
const reply = (text: string) => replyTo(text, chatAnswers, rules) ?? '';
const DEVANAGARI = /\p{Script=Devanagari}/u;

describe('the Marathi chips reach their topics and figures', () => {
  const chips: [ChatTopic, string[]][] = [
    ['schedule', ['सोमवार व बुधवार सायं. 4:00 ते 5:00', 'शुक्रवार रात्री 8:30 ते 10:00', '2-3 वेळा']],
    ['fees', ['₹2,000 दरमहा', '₹3,000 दरमहा', '₹4,000', '₹1,000 ते ₹3,000']],
    ['benefits', ['स्वसंरक्षण', 'आत्मविश्वास', 'Indomitable Spirit']],
    [
      'belts',
      [
        'पांढरा बेल्ट (White\u00A0Belt), पिवळा बेल्ट (Yellow\u00A0Belt)',
        'काळा बेल्ट (Black\u00A0Belt)',
        '3-5',
      ],
    ],
    ['trial', ['ट्रायल क्लास', '(/contact)']],
    ['instructors', ['50+ प्रमाणित प्रशिक्षक', '1ला डॅन']],
    ['equipment', ['₹6,000 ते ₹8,000', 'डोबोक']],
    ['events', ['मुंबई येथे महाराष्ट्र राज्य अजिंक्यपद स्पर्धा', '(/events)']],
  ];

  it('has eight chips, in Marathi', () => {
    expect(chatCopy.suggestions).toHaveLength(chips.length);
    for (const chip of chatCopy.suggestions) expect(chip).toMatch(DEVANAGARI);
  });

  it.each(
    chips.map(
      ([topic, figures], index) => [chatCopy.suggestions[index] ?? '', topic, figures] as const,
    ),
  )('%s → %s', (chip, topic, figures) => {
    expect(matchTopic(chip)).toBe(topic);
    for (const figure of figures) expect(reply(chip)).toContain(figure);
  });
});

describe('Devanagari questions', () => {
  it.each([
    ['फी किती आहे?', 'fees'],
    ['क्लास कधी असतो?', 'schedule'],
    ['बेल्ट', 'belts'],
    ['वय', 'ages'],
    ['स्पर्धा', 'events'],
    ['मुलाचे वय किती असावे?', 'ages'],
    ['पुढील स्पर्धा कधी आहेत?', 'events'],
    ['वर्गांची वेळ काय आहे', 'schedule'],
    ['बेल्टबद्दल माहिती हवी', 'belts'],
    ['स्पर्धेत भाग कसा घ्यायचा?', 'events'],
    ['कुटुंबासाठी सवलत आहे का?', 'discounts'],
    ['ट्रायल क्लास मोफत आहे का', 'trial'],
    ['कोणते साहित्य लागते?', 'equipment'],
    ['प्रशिक्षक कोण आहेत?', 'instructors'],
    ['प्रवेश कसा घ्यायचा?', 'enroll'],
    ['नोंदणी फी किती?', 'fees'],
    ['तायक्वांदोचे फायदे काय?', 'benefits'],
    ['तुमचे केंद्र कुठे आहे?', 'contact'],
    ['नमस्कार', 'greeting'],
    ['धन्यवाद!', 'thanks'],
    ['फीस कितनी है?', 'fees'],
    ['fees किती?', 'fees'],
  ] as const)('%s → %s', (text, topic) => {
    expect(matchTopic(text)).toBe(topic);
  });

  it.each([
    ['फि कीती आहे', 'fees'],
    ['फ़ीस', 'fees'],
    ['कलास कधि आहे', 'schedule'],
    ['वेलापत्रक', 'schedule'],
    ['बेलट', 'belts'],
    ['प्रशीक्षक', 'instructors'],
    ['वय ६ वर्षे', 'ages'],
    ['तायक्वोंदोचे फायदे', 'benefits'],
  ] as const)('misspelt: %s → %s', (text, topic) => {
    expect(matchTopic(text)).toBe(topic);
  });

  it('answers the Latin-letter forms in Marathi too', () => {
    expect(reply('fees kitna')).toContain('₹2,000 दरमहा');
    expect(reply('class kab')).toContain('सायं. 4:00 ते 5:00');
    expect(reply('fee kiti')).toContain('₹3,000 दरमहा');
    expect(reply('vel')).toContain('शनिवार सकाळी 10:00 ते 11:00');
  });

  it('leaves the English edition without Devanagari words (its pages carry none)', () => {
    expect(matchTopicIn('फी किती आहे?')).toBe('fallback');
    expect(replyTo('fees kiti?', englishAnswers)).toBe(englishAnswers.fees);
  });
});

describe('Marathi answers', () => {
  it("quote the association's figures in Latin digits", () => {
    const fees = reply('फी किती आहे?');
    for (const figure of [
      '₹2,000',
      '₹3,000',
      '₹4,000',
      '₹1,000 ते ₹3,000',
      '₹6,000 ते ₹8,000',
      '10%',
      '5%',
      '15%',
    ]) {
      expect(fees).toContain(figure);
    }
    const discounts = reply('सवलत');
    for (const figure of ['10% कौटुंबिक सवलत', '5%', '15%']) expect(discounts).toContain(figure);
    expect(reply('वयोगट')).toContain('मुलांचा वर्ग 5-12');
    for (const answer of Object.values(chatAnswers)) expect(answer).not.toMatch(/[०-९]/u);
  });

  it('list every schedule in Marathi time style', () => {
    const text = reply('वेळापत्रक');
    for (const line of [
      '• मुलांचा वर्ग (वय 5-12): सोमवार व बुधवार सायं. 4:00 ते 5:00, शनिवार सकाळी 10:00 ते 11:00',
      '• किशोर वर्ग (वय 13-17): मंगळवार व गुरुवार सायं. 5:30 ते 6:30, शनिवार सकाळी 11:30 ते दुपारी 12:30',
      '• प्रौढ वर्ग (वय 18+): सोमवार, बुधवार व शुक्रवार सायं. 7:00 ते रात्री 8:30, शनिवार दुपारी 1:00 ते 2:30',
      '• स्पर्धा संघ: मंगळवार व गुरुवार सायं. 7:00 ते रात्री 9:00, रविवार सकाळी 10:00 ते दुपारी 12:00',
      '• ब्लॅक बेल्ट वर्ग: बुधवार रात्री 8:30 ते 10:00, शनिवार दुपारी 3:00 ते 4:30',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('send unknown questions to /contact and link only to pages of the site', () => {
    expect(matchTopic('गिफ्ट व्हाउचर मिळेल का?')).toBe('fallback');
    expect(reply('गिफ्ट व्हाउचर मिळेल का?')).toContain('(/contact)');
    const known = new Set(['/programs', '/events', '/contact', '/enroll', '/about']);
    for (const answer of Object.values(chatAnswers)) {
      expect(answer).toMatch(DEVANAGARI);
      for (const part of parseChatText(answer)) {
        if (part.kind === 'link') expect(known).toContain(part.to);
        else expect(part.text).not.toMatch(/\]\(|<[a-z]/i);
      }
    }
  });
});
