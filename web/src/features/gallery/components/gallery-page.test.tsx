import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GalleryBrowser } from '@/features/gallery/components/gallery-page';
import { galleryCopy } from '@/features/gallery/content/gallery-copy';
import { galleryItems } from '@/features/gallery/content/gallery-items';
import { galleryCategories } from '@/features/gallery/types';

function setup() {
  const user = userEvent.setup();
  render(<GalleryBrowser items={galleryItems} />);
  const results = () => screen.getByRole('region', { name: 'Browse the gallery' });
  const openButtons = () =>
    within(results())
      .queryAllByRole('button')
      .filter((button) => button.hasAttribute('data-item-id'));
  const titles = () => openButtons().map((button) => button.textContent);
  return { user, results, openButtons, titles };
}

const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name });
const viewButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Layout' })).getByRole('button', { name });

describe('GalleryBrowser', () => {
  it('shows the hero, every item in the grid, and the Featured Moments block', () => {
    const { titles } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(titles()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 12 items');
    expect(viewButton('Grid')).toHaveAttribute('aria-pressed', 'true');
    const moments = screen.getByRole('region', { name: 'Featured Moments' });
    expect(within(moments).getByText('150+')).toBeInTheDocument();
  });

  it('offers All and the seven categories in spec order, one pressed at a time', async () => {
    const { user, titles } = setup();
    const names = within(screen.getByRole('group', { name: 'Category' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      'All',
      ...galleryCategories.map((c) => galleryCopy.categories.labels[c]),
    ]);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');

    await user.click(chip('Belt Ceremony'));
    expect(chip('Belt Ceremony')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual([
      'First black belts of the winter grading',
      'New stripes for the Saturday juniors',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 12');
  });

  it('folds the search away until asked, then searches titles, descriptions and tags', async () => {
    const { user, titles } = setup();
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('searchbox', { name: 'Search by title, description or tag' });
    expect(field).toHaveFocus();

    await user.type(field, 'NAGPUR');
    expect(titles()).toEqual(['Our new training hall in Nagpur']);
    await user.clear(field);
    await user.type(field, 'yeop chagi'); // a tag only
    expect(titles()).toEqual(['Side kick through a pine board (video)']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 12 for “yeop chagi”');

    // Folding the field away keeps the search applied.
    await user.click(toggle);
    expect(titles()).toHaveLength(1);
  });

  it('shows the empty state, and Reset Filters brings everything back', async () => {
    const { user, titles } = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), 'trophy');
    await user.click(chip('Seminar'));
    expect(titles()).toEqual([]);
    expect(
      screen.getByRole('heading', { name: 'No gallery items match your criteria' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or category filters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(titles()).toHaveLength(12);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveFocus();
  });

  it('lays the collage out as 1 large, 2 medium, 3 small and the rest as cards', async () => {
    const { user, results } = setup();
    await user.click(viewButton('Collage'));
    expect(viewButton('Collage')).toHaveAttribute('aria-pressed', 'true');
    expect(viewButton('Grid')).toHaveAttribute('aria-pressed', 'false');
    const count = (selector: string) => results().querySelectorAll(selector).length;
    expect(count('.gallery-tile--large')).toBe(1);
    expect(count('.gallery-tile--medium')).toBe(2);
    expect(count('.gallery-tile--small')).toBe(3);
    expect(count('.gallery-card')).toBe(6);
    // Cards carry their date in the en-IN long format.
    expect(within(results()).getByText('12 October 2024')).toBeInTheDocument();

    await user.click(viewButton('Masonry'));
    expect(results().querySelector('.gallery-list--masonry')).not.toBeNull();
  });

  it('opens the lightbox, moves with ← and → (wrapping) and returns focus on Escape', async () => {
    const { user, openButtons } = setup();
    const first = openButtons()[0];
    if (!first) throw new Error('no items');
    first.focus();
    await user.keyboard('{Enter}');

    let dialog = screen.getByRole('dialog', { name: galleryItems[0]?.title });
    expect(within(dialog).getByText('16 February 2025')).toBeInTheDocument();
    expect(within(dialog).getByText('kyorugi')).toBeInTheDocument();
    expect(within(dialog).getByText('1 of 12')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{ArrowLeft}');
    dialog = screen.getByRole('dialog', { name: galleryItems[11]?.title });
    expect(within(dialog).getByText('12 of 12')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    dialog = screen.getByRole('dialog', { name: galleryItems[1]?.title });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = screen.getByRole('dialog', { name: galleryItems[2]?.title });

    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    // Focus goes back to the item last shown, not to the one that opened the lightbox.
    expect(openButtons()[2]).toHaveFocus();
  });

  it('opens on the item clicked, counting its place among the filtered items', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Referee seminar on the scoring rules' }));
    let dialog = screen.getByRole('dialog', { name: 'Referee seminar on the scoring rules' });
    expect(within(dialog).getByText('7 of 12')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: /whiteboard/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // With a category chosen, the arrows move only among that category's items.
    await user.click(chip('Training'));
    await user.click(screen.getByRole('button', { name: 'Front stance, middle punch' }));
    dialog = screen.getByRole('dialog', { name: 'Front stance, middle punch' });
    expect(within(dialog).getByText('2 of 2')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    dialog = screen.getByRole('dialog', { name: 'Pad drills at dawn' });
    expect(within(dialog).getByText('1 of 2')).toBeInTheDocument();
  });

  it('plays the video item with the browser controls and its thumbnail as the poster', async () => {
    const { user } = setup();
    await user.click(
      screen.getByRole('button', { name: 'Side kick through a pine board (video)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Side kick through a pine board' });
    const video = dialog.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/images/gallery/side-kick-board-break.svg');
    expect(video?.querySelector('source')).toHaveAttribute(
      'src',
      '/media/gallery/side-kick-board-break.webm',
    );
    expect(video).not.toHaveAttribute('autoplay');
  });

  it('leaves the arrow keys to the video while it has focus', async () => {
    const { user } = setup();
    await user.click(
      screen.getByRole('button', { name: 'Side kick through a pine board (video)' }),
    );
    const video = screen.getByRole('dialog').querySelector('video');
    video?.setAttribute('tabindex', '0');
    video?.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Side kick through a pine board' })).toBeVisible();
  });
});
