import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiGalleryItem, GalleryItemInput } from '@contracts/gallery';
import type { UploadedMedia } from '@contracts/media';
import { AdminGallery } from '@/features/admin/components/admin-gallery';
import { ApiError } from '@/lib/api-errors';
import { renderRoute } from '@/test/render-route';

const api = vi.hoisted(() => ({
  fetchAdminGallery: vi.fn<() => Promise<ApiGalleryItem[]>>(),
  createGalleryItem: vi.fn<(input: GalleryItemInput) => Promise<void>>(),
  updateGalleryItem: vi.fn<(id: string, input: GalleryItemInput) => Promise<void>>(),
  deleteGalleryItem: vi.fn<(id: string) => Promise<void>>(),
  uploadPhoto:
    vi.fn<(file: Blob, onProgress: (fraction: number) => void) => Promise<UploadedMedia>>(),
}));
vi.mock('@/features/admin/api/admin-gallery-api', () => api);
vi.mock('@/features/admin/api/upload-photo', () => ({ uploadPhoto: api.uploadPhoto }));

const media: UploadedMedia = {
  id: 'm1',
  url: '/api/media/m1/960.jpg',
  width: 960,
  height: 720,
  variants: [{ width: 960, url: '/api/media/m1/960.jpg', type: 'image/jpeg' }],
};

const jpeg = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

beforeEach(() => {
  vi.resetAllMocks();
  api.fetchAdminGallery.mockResolvedValue([]);
  globalThis.URL.createObjectURL = vi.fn(() => 'blob:preview');
  globalThis.URL.revokeObjectURL = vi.fn();
});

describe('AdminGallery', () => {
  it('uploads each picked photo, then saves its caption in both languages', async () => {
    api.uploadPhoto.mockImplementation(async (_file, onProgress) => {
      onProgress(0.5);
      return media;
    });
    const { user } = renderRoute(<AdminGallery />, { path: '/admin/gallery' });
    await screen.findByText('No pictures yet.');
    await user.upload(screen.getByLabelText('Choose photos'), [jpeg('podium.jpg'), jpeg('b.jpg')]);
    expect(api.uploadPhoto).toHaveBeenCalledTimes(2);
    const titles = await screen.findAllByLabelText('Title (English)');
    expect(titles[0]).toHaveValue('podium');
    await user.type(
      screen.getAllByLabelText('Title (Marathi) (optional)')[0] as HTMLElement,
      'विजेते',
    );
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() => expect(api.createGalleryItem).toHaveBeenCalledTimes(1));
    expect(api.createGalleryItem.mock.calls[0]?.[0]).toMatchObject({
      title: 'podium',
      titleMr: 'विजेते',
      mediaUrl: media.url,
      width: 960,
      height: 720,
      isPublic: true,
    });
    await waitFor(() => expect(screen.getAllByLabelText('Title (English)')).toHaveLength(1));
  });

  it('refuses a file too large or of another type without sending it', async () => {
    const { user } = renderRoute(<AdminGallery />, { path: '/admin/gallery' });
    const input = screen.getByLabelText('Choose photos');
    await user.upload(input, [jpeg('huge.jpg', 10 * 1024 * 1024 + 1)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Larger than 10 MB');
    expect(api.uploadPhoto).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal on the photo, with no retry for a 4xx', async () => {
    api.uploadPhoto.mockRejectedValue(
      new ApiError('http', 'Only JPEG, PNG and WebP photos can be uploaded.', { status: 415 }),
    );
    const { user } = renderRoute(<AdminGallery />, { path: '/admin/gallery' });
    await user.upload(screen.getByLabelText('Choose photos'), [jpeg('a.jpg')]);
    const row = (await screen.findByText(/Only JPEG, PNG and WebP/)).closest('li') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Remove' })).toBeVisible();
  });
});
