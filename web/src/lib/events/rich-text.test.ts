import { describe, expect, it } from 'vitest';
import { parseInline, parseRichText } from '@/lib/events/rich-text';

const plain = (text: string) => [{ text, strong: false }];

describe('parseRichText', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    expect(parseRichText('First line\nsecond line\n\n\nNext paragraph')).toEqual([
      { kind: 'paragraph', lines: [plain('First line'), plain('second line')] },
      { kind: 'paragraph', lines: [plain('Next paragraph')] },
    ]);
  });

  it('reads bullet and numbered lists, starting a new list when the kind changes', () => {
    expect(parseRichText('Bring:\n- dobok\n* gear\n• water\n1. Weigh in\n2) Compete')).toEqual([
      { kind: 'paragraph', lines: [plain('Bring:')] },
      { kind: 'list', ordered: false, items: [plain('dobok'), plain('gear'), plain('water')] },
      { kind: 'list', ordered: true, items: [plain('Weigh in'), plain('Compete')] },
    ]);
  });

  it('reads headings and Windows line endings', () => {
    expect(parseRichText('## Schedule\r\nDay one')).toEqual([
      { kind: 'heading', line: plain('Schedule') },
      { kind: 'paragraph', lines: [plain('Day one')] },
    ]);
  });

  it('returns nothing for blank text', () => {
    expect(parseRichText('  \n\n ')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('marks **bold** runs', () => {
    expect(parseInline('Fee **₹500** per athlete')).toEqual([
      { text: 'Fee ', strong: false },
      { text: '₹500', strong: true },
      { text: ' per athlete', strong: false },
    ]);
  });

  it('leaves an unmatched marker as written', () => {
    expect(parseInline('a **b** c **d')).toEqual([
      { text: 'a ', strong: false },
      { text: 'b', strong: true },
      { text: ' c **d', strong: false },
    ]);
    expect(parseInline('5 ** 2')).toEqual(plain('5 ** 2'));
  });

  it('keeps markup characters as text', () => {
    expect(parseInline('<b>hi</b> & [link](javascript:alert(1))')).toEqual(
      plain('<b>hi</b> & [link](javascript:alert(1))'),
    );
  });
});
