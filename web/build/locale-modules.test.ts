import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localeModules, localeTwin } from './locale-modules';

const dir = mkdtempSync(join(tmpdir(), 'locale-modules-'));
const src = join(dir, 'src');
const other = join(dir, 'other');
const write = (path: string) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'export {};\n');
};
write(join(src, 'content', 'hero.ts'));
write(join(src, 'content', 'hero.mr.ts'));
write(join(src, 'content', 'plain.ts'));
write(join(src, 'menu.tsx'));
write(join(src, 'menu.mr.tsx'));
write(join(src, 'menu.test.tsx'));
write(join(src, 'menu.test.mr.tsx'));
write(join(other, 'hero.ts'));
write(join(other, 'hero.mr.ts'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('localeTwin', () => {
  it('finds the .mr twin of a .ts or .tsx module under the roots', () => {
    expect(localeTwin(join(src, 'content', 'hero.ts'), 'mr', [src])).toBe(
      join(src, 'content', 'hero.mr.ts'),
    );
    expect(localeTwin(join(src, 'menu.tsx'), 'mr', [src])).toBe(join(src, 'menu.mr.tsx'));
  });

  it('has none without a twin, outside the roots, for twins, tests and other files', () => {
    expect(localeTwin(join(src, 'content', 'plain.ts'), 'mr', [src])).toBeNull();
    expect(localeTwin(join(other, 'hero.ts'), 'mr', [src])).toBeNull();
    expect(localeTwin(join(src, 'content', 'hero.mr.ts'), 'mr', [src])).toBeNull();
    expect(localeTwin(join(src, 'menu.test.tsx'), 'mr', [src])).toBeNull();
    expect(localeTwin(join(src, 'style.css'), 'mr', [src])).toBeNull();
    expect(localeTwin(join(src, 'content', 'hero.ts'), 'hi', [src])).toBeNull();
  });
});

describe('localeModules', () => {
  type Resolve = (source: string, importer?: string) => Promise<{ id: string } | null>;
  const plugin = localeModules({ locale: 'mr', roots: [src] });
  // Vite's own resolution, as the plugin asks for it through this.resolve.
  const context = {
    resolve: async (source: string) => ({ id: source, external: false }),
  };
  const resolveId = (plugin.resolveId as unknown as Resolve).bind(context);

  it('resolves a module to its twin, keeping a query', async () => {
    expect(await resolveId(join(src, 'content', 'hero.ts'), join(src, 'page.tsx'))).toMatchObject({
      id: join(src, 'content', 'hero.mr.ts'),
    });
    expect(await resolveId(`${join(src, 'menu.tsx')}?raw`, join(src, 'page.tsx'))).toMatchObject({
      id: `${join(src, 'menu.mr.tsx')}?raw`,
    });
  });

  it('leaves modules without a twin, and a twin importing its English module, alone', async () => {
    const plain = join(src, 'content', 'plain.ts');
    expect(await resolveId(plain, join(src, 'page.tsx'))).toMatchObject({ id: plain });
    const hero = join(src, 'content', 'hero.ts');
    expect(await resolveId(hero, join(src, 'content', 'hero.mr.ts'))).toMatchObject({ id: hero });
    expect(await resolveId('virtual:pwa-register')).toBeNull();
  });
});
