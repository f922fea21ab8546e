import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventSavedResponseSchema } from '../src/contracts/event-input';
import { mediaUploadResponseSchema } from '../src/contracts/media';
import { exampleEventForm } from '../src/testing/example-event';
import { jpegWithGps } from '../src/testing/test-images';
import { bearer, resetAuth, type Session } from './support/auth-emulator';
import { kolkataDay, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// An event takes a photo the office uploaded as its image: the event's page names it as the
// link preview's picture (an absolute address a chat app can fetch), and the picture is served.

let admin: Session;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  admin = await signUpAdmin('office@example.com');
});

function ogImage(html: string): string | undefined {
  return /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
}

describe('an event with an uploaded photo', () => {
  it('is saved with it and shows it in its link preview', async () => {
    const uploaded = await api('/api/admin/media', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', ...bearer(admin.idToken) },
      body: new Uint8Array(await jpegWithGps(1200, 800)),
    });
    const media = mediaUploadResponseSchema.parse(await uploaded.json()).data;
    const image = media.variants.find((v) => v.width === 960 && v.type === 'image/jpeg')?.url;
    expect(image).toBe(`/api/media/${media.id}/960.jpg`);

    const form = exampleEventForm({
      date: { startDate: kolkataDay(14) },
      registrationInfo: { isRegistrationRequired: false },
      image,
    });
    const created = await api('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(admin.idToken) },
      body: JSON.stringify(form),
    });
    expect(created.status).toBe(201);
    const event = eventSavedResponseSchema.parse(await created.json()).data;
    expect(event.image).toBe(image);

    const page = await api(`/events/${event._id}`);
    expect(page.status).toBe(200);
    const preview = ogImage(await page.text());
    expect(preview).toMatch(new RegExp(`^https?://[^/]+${image ?? ''}$`));
    const served = await api(image ?? '');
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses an image address that is not an upload or a site picture', async () => {
    for (const image of ['/api/media/x/original.jpg', 'https://example.com/a.jpg']) {
      const response = await api('/api/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(admin.idToken) },
        body: JSON.stringify(exampleEventForm({ date: { startDate: kolkataDay(14) }, image })),
      });
      expect(response.status, image).toBe(400);
    }
  });
});
