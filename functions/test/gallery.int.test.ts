import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditListResponseSchema } from '../src/contracts/audit';
import {
  galleryListResponseSchema,
  gallerySavedResponseSchema,
  type GalleryItemInput,
} from '../src/contracts/gallery';
import { bearer, resetAuth, signUp, type Session } from './support/auth-emulator';
import { countDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// The gallery as data over HTTP through Hosting: visitors read the public items, the office
// creates, edits and deletes them, each write with its audit entry.

let member: Session;
let admin: Session;

const item = (overrides: Partial<GalleryItemInput> = {}): GalleryItemInput => ({
  title: 'New black belts',
  titleMr: 'नवे ब्लॅक बेल्ट',
  description: 'Six students receive their first-dan certificates.',
  descriptionMr: '',
  alt: 'Six students in a row holding certificates',
  mediaType: 'image',
  mediaUrl: '/api/media/abcdefghijklmnopqrst/1600.jpg',
  width: 1600,
  height: 1200,
  variants: [{ width: 480, url: '/api/media/abcdefghijklmnopqrst/480.webp', type: 'image/webp' }],
  category: 'belt-ceremony',
  tags: ['black belt', 'pune'],
  isPublic: true,
  ...overrides,
});

function write(method: string, path: string, session: Session | undefined, body?: unknown) {
  return api(path, {
    method,
    headers: { 'content-type': 'application/json', ...(session ? bearer(session.idToken) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function create(overrides: Partial<GalleryItemInput> = {}) {
  const response = await write('POST', '/api/admin/gallery', admin, item(overrides));
  expect(response.status).toBe(201);
  return gallerySavedResponseSchema.parse(await response.json()).data;
}

async function publicItems() {
  const response = await api('/api/gallery');
  expect(response.status).toBe(200);
  return galleryListResponseSchema.parse(await response.json()).data;
}

async function auditActions() {
  const response = await api('/api/admin/audit', { headers: bearer(admin.idToken) });
  return auditListResponseSchema.parse(await response.json()).data.map((entry) => entry.action);
}

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [member, admin] = await Promise.all([
    signUp('asha@example.com', 'Lotus-Kick-88'),
    signUpAdmin('office@example.com'),
  ]);
});

describe('the gallery', () => {
  it('lists public items for visitors and every item for the office', async () => {
    const shown = await create();
    const hidden = await create({ title: 'Draft', isPublic: false });
    expect((await publicItems()).map((entry) => entry._id)).toEqual([shown._id]);
    const office = await api('/api/admin/gallery', { headers: bearer(admin.idToken) });
    const all = galleryListResponseSchema.parse(await office.json()).data.map((entry) => entry._id);
    expect(all.sort()).toEqual([shown._id, hidden._id].sort());
    expect(shown).toMatchObject({ titleMr: 'नवे ब्लॅक बेल्ट', width: 1600, height: 1200 });
    expect(shown.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('edits an item whole (a cleared field is gone) and keeps its day', async () => {
    const created = await create();
    const response = await write('PUT', `/api/admin/gallery/${created._id}`, admin, {
      ...item({ title: 'Renamed', isPublic: false }),
      tags: [],
    });
    expect(response.status).toBe(200);
    const { data } = gallerySavedResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ title: 'Renamed', tags: [], isPublic: false });
    expect(data.uploadedAt).toBe(created.uploadedAt);
    expect(await publicItems()).toEqual([]);
  });

  it('deletes an item, and writes an audit entry for each change', async () => {
    const created = await create();
    await write('PUT', `/api/admin/gallery/${created._id}`, admin, item());
    const response = await write('DELETE', `/api/admin/gallery/${created._id}`, admin);
    expect(response.status).toBe(200);
    expect(await countDocuments('gallery')).toBe(0);
    expect(await auditActions()).toEqual(['gallery.delete', 'gallery.update', 'gallery.create']);
  });

  it('answers an unknown or malformed id with 404', async () => {
    for (const id of ['nope', 'a%2Fb', '..']) {
      expect((await write('PUT', `/api/admin/gallery/${id}`, admin, item())).status, id).toBe(404);
      expect((await write('DELETE', `/api/admin/gallery/${id}`, admin)).status, id).toBe(404);
    }
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ mediaUrl: 'javascript:alert(1)' }, 'mediaUrl'],
      [{ mediaUrl: '//evil.example/x.jpg' }, 'mediaUrl'],
      [{ category: 'party' }, 'category'],
      [{ width: 0 }, 'width'],
      [{ height: 1.5 }, 'height'],
      [{ tags: Array.from({ length: 13 }, (_, i) => `t${i}`) }, 'tags'],
      [{ tags: [''] }, 'tags.0'],
      [{ mediaType: 'video' }, 'thumbnailUrl'],
      [{ isPublic: 'yes' }, 'isPublic'],
    ];
    for (const [change, field] of cases) {
      const response = await write('POST', '/api/admin/gallery', admin, { ...item(), ...change });
      expect(response.status, field).toBe(400);
      const body = (await response.json()) as { errors?: Record<string, string> };
      expect(Object.keys(body.errors ?? {}), field).toContain(field);
    }
    expect((await write('POST', '/api/admin/gallery', admin, 'not an object')).status).toBe(400);
    expect(await countDocuments('gallery')).toBe(0);
    expect(await countDocuments('auditLog')).toBe(0);
  });

  it('is written by the office only: 401 signed out, 403 for a member', async () => {
    const created = await create();
    for (const session of [undefined, member]) {
      const status = session ? 403 : 401;
      expect((await write('POST', '/api/admin/gallery', session, item())).status).toBe(status);
      expect(
        (await write('PUT', `/api/admin/gallery/${created._id}`, session, item())).status,
      ).toBe(status);
      expect((await write('DELETE', `/api/admin/gallery/${created._id}`, session)).status).toBe(
        status,
      );
      expect(
        (await api('/api/admin/gallery', { headers: session ? bearer(session.idToken) : {} }))
          .status,
      ).toBe(status);
    }
    expect(await countDocuments('gallery')).toBe(1);
  });
});
