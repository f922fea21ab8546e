import { describe, expect, it } from 'vitest';
import type { ServerEntry } from '@contracts/web-shell';
import * as entry from '@/entry-server';
import { buildPages, prerenderProblems, renderPage, siteOrigin } from '@/entry-server';

// The build and the page functions call this module through the hand-off's type: a missing or
// changed export fails the typecheck here.
const typedEntry: ServerEntry = entry;

// What scripts/build/prerender.mjs does at build time, for every page the registry marks `prerender`.
describe('prerendering', () => {
  const prerendered = buildPages.filter((page) => page.prerender);

  it.each(prerendered.map((page) => [page.path, page] as const))(
    '%s renders with its content, title and description',
    async (path, page) => {
      const result = await renderPage(path);
      expect(result.status).toBe(200);
      expect(prerenderProblems(result.html)).toEqual([]);
      expect(result.title).toBe(page.title);
      expect(result.description).toBe(page.description);
    },
  );

  it("gives the home page its share tags and the association's schema.org data", async () => {
    const { headTags } = await renderPage('/');
    expect(headTags).toContain(`<link rel="canonical" href="${siteOrigin}/" data-page-head />`);
    expect(headTags).toContain(`<meta property="og:image" content="${siteOrigin}/og/home.png"`);
    const jsonLd = /<script type="application\/ld\+json">(.*)<\/script>/.exec(headTags)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'SportsOrganization' });
  });

  it('renders an unknown path as the 404 page, kept out of search results (404.html)', async () => {
    const page = await renderPage('/404');
    expect(prerenderProblems(page.html)).toEqual([]);
    expect(page.html).toContain('The page you are looking for doesn&#x27;t exist.');
    expect(page.headTags).toContain('<meta name="robots" content="noindex" data-page-head />');
    expect(page.headTags).not.toContain('canonical');
  });

  it('offers the build and the page functions what the hand-off names', () => {
    for (const name of ['renderPage', 'eventsSeed', 'eventsSeedHtml', 'fillShellHead'] as const)
      expect(typeof typedEntry[name]).toBe('function');
    expect(typedEntry.linkPreviewFacts.pathPrefix).toBe('');
  });

  it("names each page's route file as the build manifest does", () => {
    expect(buildPages.find((page) => page.key === 'eventDetail')?.file).toBe(
      'src/app/routes/event-detail.tsx',
    );
  });
});
