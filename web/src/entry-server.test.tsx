import { describe, expect, it } from 'vitest';
import { buildPages, prerenderProblems, renderPage } from '@/entry-server';

// What scripts/prerender.mjs does at build time, for every page the registry marks `prerender`.
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

  it("names each page's route file as the build manifest does", () => {
    expect(buildPages.find((page) => page.key === 'eventDetail')?.file).toBe(
      'src/app/routes/event-detail.tsx',
    );
  });
});
