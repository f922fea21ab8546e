import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiGalleryItem } from '@contracts/gallery';
import { gallerySeed, gallerySeedHtml, type GallerySeed } from '@contracts/gallery-seed';
import { GalleryPage } from '@/features/gallery/components/gallery-page';
import { GallerySeedContext } from '@/features/gallery/lib/gallery-seed';
import { setAppHydrated } from '@/hooks/use-hydrated';
import { hydrateAsServed } from '@/test/hydrate-as-served';

// The gallery as functions/src/gallery-page.ts serves it: rendered on the server with the public
// items, then hydrated in the browser from the data block — same markup, no API call, and the
// first row's pictures asked for at once.

const fetchGallery = vi.fn<() => Promise<ApiGalleryItem[]>>();
vi.mock('@/features/gallery/api/gallery-api', () => ({ fetchGallery: () => fetchGallery() }));

const item = (id: string, title: string, category = 'tournament'): ApiGalleryItem => ({
  _id: id,
  title,
  titleMr: '',
  description: '',
  descriptionMr: '',
  alt: '',
  altMr: '',
  mediaType: 'image',
  mediaUrl: `/images/gallery/${id}.jpg`,
  width: 1200,
  height: 800,
  variants: [],
  category: category as ApiGalleryItem['category'],
  tags: [],
  tagsMr: [],
  isPublic: true,
  uploadedAt: '2026-11-01',
});

const items = [
  item('podium', 'Podium'),
  item('kicks', 'Kicks', 'training'),
  item('breaking', 'Breaking', 'demonstration'),
  item('belts', 'Belts', 'belt-ceremony'),
  item('camp', 'Camp', 'training'),
  item('seminar', 'Seminar', 'seminar'),
];

const page = (seed: GallerySeed | null) => (
  <GallerySeedContext.Provider value={seed}>
    <GalleryPage />
  </GallerySeedContext.Provider>
);

/** The server's HTML in a root, the data block after it, then hydrated with no provider. */
const hydrate = (seed: GallerySeed) =>
  hydrateAsServed(page(seed), page(null), gallerySeedHtml(seed), (root) => ({
    serverImages: [...root.querySelectorAll('.gallery-tile img')],
  }));

const tileTitles = () =>
  [...document.querySelectorAll('.gallery-tile__title')].map((title) => title.textContent);

beforeEach(() => fetchGallery.mockReset());
afterEach(() => {
  document.body.replaceChildren();
  setAppHydrated(false);
});

describe('GalleryPage hydrating the server-rendered items', () => {
  it('renders every item with its size, the first row eager, the hero drawing first', () => {
    const { serverImages } = hydrate(gallerySeed(items));
    expect(serverImages).toHaveLength(items.length);
    for (const image of serverImages) {
      expect(image.getAttribute('width')).toBe('1200');
      expect(image.getAttribute('height')).toBe('800');
    }
    expect(serverImages.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(serverImages.some((image) => image.hasAttribute('fetchpriority'))).toBe(false);
    expect(document.querySelector('.gallery-hero__art')?.getAttribute('fetchpriority')).toBe(
      'high',
    );
  });

  it('shows the items at once, matches the server markup, and asks the API nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    hydrate(gallerySeed(items));
    expect(tileTitles()).toEqual(items.map((entry) => entry.title));
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 6 items');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(fetchGallery).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the search, the filters, the views and the lightbox working after hydrating', async () => {
    hydrate(gallerySeed(items));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Training' }));
    expect(tileTitles()).toEqual(['Kicks', 'Camp']);
    await user.click(screen.getByRole('button', { name: 'Masonry' }));
    expect(document.querySelector('.gallery-list--masonry')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Collage' }));
    expect(document.querySelector('.gallery-collage')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), 'belts');
    expect(tileTitles()).toEqual(['Belts']);
    await user.click(screen.getByRole('button', { name: 'Belts' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a later visit in the same app loads the items itself', async () => {
    fetchGallery.mockResolvedValue([item('later', 'Later')]);
    document.body.insertAdjacentHTML('beforeend', gallerySeedHtml(gallerySeed(items)));
    setAppHydrated(true);
    render(page(null));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the pictures');
    expect(await screen.findByRole('button', { name: 'Later' })).toBeInTheDocument();
  });
});
