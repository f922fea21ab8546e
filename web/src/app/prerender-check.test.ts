import { describe, expect, it } from 'vitest';
import { prerenderProblems } from '@/app/prerender-check';

const page = (main: string) => `<div><header>Menu</header><main id="main">${main}</main></div>`;

describe('prerenderProblems', () => {
  it('accepts a page whose main has its heading and content', () => {
    expect(prerenderProblems(page('<h1 tabindex="-1">Gallery</h1><p>Photos.</p>'))).toEqual([]);
  });

  it.each([
    ['<div role="status">Loading page</div>', 'no <main> element'],
    [page('<p>Text without a heading</p>'), '0 <h1> elements in <main>, expected 1'],
    [page('<h1>One</h1><h1>Two</h1>'), '2 <h1> elements in <main>, expected 1'],
    [page('<h1> <span></span> </h1><p>Text</p>'), 'the <h1> has no text'],
    [page('<section><h1>Gallery</h1></section>'), '<main> holds nothing but its heading'],
  ])('rejects %s', (html, problem) => {
    expect(prerenderProblems(html)).toEqual([problem]);
  });
});
