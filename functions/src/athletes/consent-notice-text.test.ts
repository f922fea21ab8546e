import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../contracts/privacy-notice';
import { consentNotice } from './consent-notice-text';

describe('consentNotice', () => {
  it('carries the privacy notice version in both languages', () => {
    expect(consentNotice('en')).toMatchObject({ version: PRIVACY_NOTICE_VERSION, language: 'en' });
    expect(consentNotice('mr')).toMatchObject({ version: PRIVACY_NOTICE_VERSION, language: 'mr' });
  });

  it('says in English what is kept, who sees it, the rights and how long', () => {
    const { text } = consentNotice('en');
    for (const words of [
      'Full name, date of birth and sex',
      'club',
      'rank',
      'results',
      'coach',
      'only the child',
      'Withdraw consent',
      'Download',
      'Correct',
      'How long we keep it',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('is written in Devanagari in Marathi, with the same sections', () => {
    const { text } = consentNotice('mr');
    expect(text).toMatch(/[\u0900-\u097f]/);
    for (const heading of ['काय ठेवतो', 'कशासाठी', 'कोण पाहते', 'आपले अधिकार', 'किती काळ']) {
      expect(text).toContain(heading);
    }
  });
});
