import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_SEED_ID, parseGallerySeed, type GallerySeed } from '../src/contracts/gallery-seed';
import { escapeHtml } from '../src/contracts/markup';
import { resetFirestore, testDb } from './support/firestore-fixtures';
import { api, controlFirestore, firestoreControlUrl, waitForHealthyApi } from './support/stack';

// The gallery through Hosting (firebase.json rewrites /gallery and /mr/gallery to the galleryPage
// function): rendered with the demo items by the web app's own server entry, each picture with its
// size, and the items beside it for the app to hydrate with; an item the office hid is in neither.
// Raw HTML only; e2e/gallery-server-render.spec.ts looks at it in Chromium.

interface DemoItem {
  id: string;
  data: { title: string; titleMr: string; width: number; height: number };
}

const demoFile = join(__dirname, '..', '..', 'emulator-data', 'gallery.json');
const demo = (JSON.parse(readFileSync(demoFile, 'utf8')) as { items: DemoItem[] }).items;
const HIDDEN = { id: 'office-only-draft', title: 'Office draft not for visitors' };

function seedIn(html: string): GallerySeed {
  const pattern = new RegExp(
    `<script type="application/json" id="${GALLERY_SEED_ID}">(.*?)</script>`,
    's',
  );
  const seed = parseGallerySeed(pattern.exec(html)?.[1]);
  expect(seed).not.toBeNull();
  return seed as GallerySeed;
}

/** The root's markup: up to the data block, or to the <noscript> after the root. */
const rootOf = (html: string) =>
  /<div id="root">(.*?)<\/div>(?:<script type="application\/json"|\s*<noscript)/s.exec(html)?.[1] ??
  '';

beforeAll(async () => {
  await waitForHealthyApi();
  await resetFirestore();
  const db = testDb();
  for (const { id, data } of demo) await db.collection('gallery').doc(id).set(data);
  const [first] = demo;
  await db
    .collection('gallery')
    .doc(HIDDEN.id)
    .set({ ...first?.data, title: HIDDEN.title, isPublic: false, uploadedAt: '2099-01-01' });
});

describe('GET /gallery', () => {
  it('answers the page with every public item rendered in it, sized, and beside it', async () => {
    const response = await api('/gallery');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    const root = rootOf(html);
    for (const { data } of demo) {
      expect(root).toContain(`>${escapeHtml(data.title)}</span>`);
    }
    // Every picture of the list carries its size, so nothing moves as the files arrive.
    const tiles = [...root.matchAll(/<img [^>]*class="gallery-tile__image"[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(tiles).toHaveLength(demo.length);
    for (const tile of tiles) expect(tile).toMatch(/width="\d+"[^>]*height="\d+"/);
    expect(tiles[0]).toContain('loading="eager"');
    expect(html).toMatch(/<img class="gallery-hero__art"[^>]*fetchPriority="high"/);
    expect(tiles.filter((tile) => tile.includes('loading="lazy"')).length).toBeGreaterThan(0);
    const seed = seedIn(html);
    expect(seed.items.map((item) => item._id).sort()).toEqual(demo.map(({ id }) => id).sort());
    const podium = seed.items.find((item) => item._id === demo[0]?.id);
    expect(podium).toMatchObject({ width: demo[0]?.data.width, height: demo[0]?.data.height });
  });

  it('leaves the item the office hid out of the page and its data block', async () => {
    const [page, list] = await Promise.all([api('/gallery'), api('/mr/gallery')]);
    for (const html of [await page.text(), await list.text()]) {
      expect(html).not.toContain(HIDDEN.title);
      expect(html).not.toContain(HIDDEN.id);
    }
  });

  it('answers /mr/gallery with the Marathi page and the Marathi titles', async () => {
    const response = await api('/mr/gallery', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    expect(html).toContain('<html lang="mr"');
    expect(html).toContain('src="/mr/assets/');
    const root = rootOf(html);
    for (const { data } of demo) expect(root).toContain(`>${escapeHtml(data.titleMr)}</span>`);
    expect(seedIn(html).items).toHaveLength(demo.length);
  });

  it('refuses other methods with 405', async () => {
    const response = await api('/gallery', { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
  });
});

describe.skipIf(!firestoreControlUrl)('GET /gallery while Firestore is down', () => {
  let outage: Promise<void> | undefined;

  beforeAll(async () => {
    outage = controlFirestore('stop');
    await outage;
  });
  afterAll(async () => {
    // Whatever happens in the test, the stack must come back for everyone else.
    if (outage) await controlFirestore('start');
    await waitForHealthyApi();
  });

  it('answers the page without items, uncached, for the app to load them itself', async () => {
    const response = await api('/gallery');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).not.toContain(GALLERY_SEED_ID);
    expect(rootOf(html)).toContain('Loading the pictures');
  });
});
