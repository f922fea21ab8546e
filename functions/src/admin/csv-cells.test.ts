import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './csv-cells';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://x.example","click")', '\'=HYPERLINK("http://x.example","click")'],
    ['+91 98220 00001', "'+91 98220 00001"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('prefixes %j with an apostrophe', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });

  it.each(['Asha Patil', '', ' =not first', "'already quoted", 'MTA-2026-7K3M9Q', 'a=b'])(
    'leaves %j as it is',
    (value) => {
      expect(neutraliseCell(value)).toBe(value);
    },
  );
});
