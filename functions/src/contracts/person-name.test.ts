import { describe, expect, it } from 'vitest';
import { cleanName, cleanText, personName } from './person-name';

describe('cleanName', () => {
  it('makes one form of each letter (NFC)', () => {
    expect(cleanName('Jose\u0301')).toBe('Jos\u00e9');
    expect(cleanName('Jose\u0301')).toBe(cleanName('Jos\u00e9'));
  });

  it('removes bidirectional controls and zero-width characters', () => {
    expect(cleanName('\u202EahsA')).toBe('ahsA');
    expect(cleanName('As\u200Bha\u2066 Patil\u2069\uFEFF')).toBe('Asha Patil');
    expect(cleanName('Ra\u200Dvi\u200C')).toBe('Ravi');
  });

  it('keeps the joiners Marathi spelling needs after a Devanagari letter', () => {
    const eyelashRa = '\u0930\u094D\u200D\u092F';
    expect(cleanName(eyelashRa)).toBe(eyelashRa);
  });
});

describe('personName', () => {
  const schema = personName('required', 'too long', 10);

  it('refuses a name that is only invisible characters', () => {
    expect(schema.safeParse('\u200B\u202E ').success).toBe(false);
  });

  it('counts the length after cleaning', () => {
    expect(schema.parse(` ${'a\u200B'.repeat(10)} `)).toBe('a'.repeat(10));
  });
});

describe('cleanText', () => {
  it('only normalises', () => {
    expect(cleanText('e\u0301\u202E')).toBe('\u00e9\u202E');
  });
});
