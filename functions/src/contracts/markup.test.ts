import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml, jsonDataBlock, jsonInScript } from './markup';

describe('escapeHtml', () => {
  it('escapes what could end an attribute in either quote, or start an element', () => {
    expect(escapeHtml(`<a href="x">'&'</a> नमस्ते`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt; नमस्ते',
    );
  });
});

describe('escapeXml', () => {
  it("uses XML's own entity for the apostrophe", () => {
    expect(escapeXml(`a&b <c> "d" 'e'`)).toBe('a&amp;b &lt;c&gt; &quot;d&quot; &apos;e&apos;');
  });
});

describe('jsonInScript and jsonDataBlock', () => {
  it('cannot end the element, and parses back to the same value', () => {
    const json = jsonInScript({ name: '</script><!--\u2028\u2029' });
    expect(json).toBe('{"name":"\\u003c/script>\\u003c!--\\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual({ name: '</script><!--\u2028\u2029' });
  });

  it('writes a typed block with its attributes', () => {
    expect(jsonDataBlock('application/json', { a: 1 }, 'id="x"')).toBe(
      '<script type="application/json" id="x">{"a":1}</script>',
    );
    expect(jsonDataBlock('application/ld+json', { a: '<' })).toBe(
      '<script type="application/ld+json">{"a":"\\u003c"}</script>',
    );
  });
});
