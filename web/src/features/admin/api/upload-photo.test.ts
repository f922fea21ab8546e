import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadPhoto } from '@/features/admin/api/upload-photo';
import { setTokenProvider } from '@/lib/api-client';

// The upload goes out with XMLHttpRequest for its progress; here a stand-in records what is sent
// and answers as the server would.

class FakeRequest {
  static last: FakeRequest | undefined;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  method = '';
  url = '';
  sent: unknown;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const media = {
  id: 'm1',
  url: '/api/media/m1/960.jpg',
  width: 960,
  height: 720,
  variants: [{ width: 960, url: '/api/media/m1/960.jpg', type: 'image/jpeg' }],
};

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  setTokenProvider(async () => 'id-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setTokenProvider(null);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploadPhoto', () => {
  it('sends the bytes with the token and reports progress, then the stored sizes', async () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const progress = vi.fn();
    const done = uploadPhoto(file, progress);
    await settle();
    const request = FakeRequest.last as FakeRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/media');
    expect(request.headers).toMatchObject({
      'Content-Type': 'image/png',
      Authorization: 'Bearer id-token',
    });
    expect(request.sent).toBe(file);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
    expect(progress).toHaveBeenCalledWith(0.5);
    request.answer(201, { success: true, data: media });
    await expect(done).resolves.toEqual(media);
  });

  it('fails with the server’s refusal, code and status kept', async () => {
    const done = uploadPhoto(new File(['x'], 'a.svg', { type: 'image/svg+xml' }), () => {});
    await settle();
    FakeRequest.last?.answer(415, {
      success: false,
      code: 'media/unsupported-type',
      message: 'Only JPEG, PNG and WebP photos can be uploaded.',
    });
    await expect(done).rejects.toMatchObject({ status: 415, code: 'media/unsupported-type' });
  });
});
