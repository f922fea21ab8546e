import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiGalleryItem } from '@contracts/gallery';
import { GalleryPage } from '@/features/gallery/components/gallery-page';

const fetchGallery = vi.fn<() => Promise<ApiGalleryItem[]>>();
vi.mock('@/features/gallery/api/gallery-api', () => ({ fetchGallery: () => fetchGallery() }));

const item: ApiGalleryItem = {
  _id: 'podium',
  title: 'Podium at the State Championship',
  titleMr: '',
  description: '',
  descriptionMr: '',
  alt: 'Three athletes on a podium',
  altMr: '',
  mediaType: 'image',
  mediaUrl: '/api/media/podium/960.jpg',
  width: 960,
  height: 720,
  variants: [],
  category: 'tournament',
  tags: [],
  tagsMr: [],
  isPublic: true,
  uploadedAt: '2026-11-28',
};

beforeEach(() => fetchGallery.mockReset());

describe('GalleryPage', () => {
  it('says it is loading, then shows the items the API sent', async () => {
    fetchGallery.mockResolvedValue([item]);
    render(<GalleryPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the pictures');
    expect(await screen.findByRole('button', { name: item.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 1 items');
  });

  it('offers to try again when the items could not be loaded', async () => {
    fetchGallery.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([item]);
    render(<GalleryPage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('status')).toHaveTextContent('could not be loaded');
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('button', { name: item.title })).toBeInTheDocument();
  });
});
