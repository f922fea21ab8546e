import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRACKETS_SEED_ID, parseBracketsSeed } from '../src/contracts/brackets-seed';
import { resetAuth, type Session } from './support/auth-emulator';
import { openChampionship, putTournament } from './support/championship-fixtures';
import { brackets, draw, putEntries } from './support/draw-fixtures';
import { resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// A championship's brackets page over HTTP through Hosting (firebase.json's rewrite of
// /events/*/brackets to the bracketsPage function), rendered by the web app's own server entry:
// what a phone paints before any script runs, and the data block the app hydrates with.

const EVENT = 'state-2026';
let admin: Session;

const seedIn = (html: string) =>
  parseBracketsSeed(
    new RegExp(`<script type="application/json" id="${BRACKETS_SEED_ID}">([^<]*)</script>`).exec(
      html,
    )?.[1],
    EVENT,
  );

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  admin = await signUpAdmin('office@example.com');
  await putTournament(EVENT);
  await openChampionship(admin, EVENT);
});

describe('GET /events/{id}/brackets', () => {
  it('renders "not drawn yet" before the draw, with the event title, briefly cached', async () => {
    const response = await api(`/events/${EVENT}/brackets`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5, s-maxage=10');
    const html = await response.text();
    expect(html).toContain('The brackets are not drawn yet.');
    const seed = seedIn(html);
    expect(seed).toMatchObject({ eventId: EVENT, brackets: null });
    expect(seed?.title).toEqual(expect.any(String));
    expect(html).toContain(`Event: ${seed?.title ?? '?'}</a>`);
    // Its own head: not offered to search engines (it lists children by name).
    expect(html).toMatch(/<title>Brackets · [^<]+<\/title>/);
    expect(html).toContain('<meta name="robots" content="noindex" data-page-head />');
    expect(html).toMatch(/<script type="module" src="\/assets\/app-start-[^"]+\.js"/);
  });

  it('renders the drawn brackets, names and clubs, as the API answers them', async () => {
    await putEntries(EVENT, [
      { name: 'Aarav Patil', clubId: 'pune' },
      { name: 'Kabir Shah', clubId: 'mumbai' },
      { name: 'Vihaan Rao', clubId: 'nagpur' },
    ]);
    expect((await draw(admin, EVENT)).status).toBe(200);
    const published = await brackets(EVENT);
    const html = await (await api(`/events/${EVENT}/brackets`)).text();
    expect(seedIn(html)?.brackets).toEqual(published);
    for (const name of ['Aarav Patil', 'Kabir Shah', 'Vihaan Rao']) expect(html).toContain(name);
    expect(html).not.toContain('The brackets are not drawn yet.');
  });

  it('renders the Marathi edition in Marathi', async () => {
    const response = await api(`/mr/events/${EVENT}/brackets`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="mr"/);
    expect(html).toMatch(/<script type="module" src="\/mr\/assets\/app-start-[^"]+\.js"/);
    expect(html).toContain('ड्रॉ अजून काढलेला नाही.');
  });

  it('renders an unknown championship as not drawn, without a title', async () => {
    const html = await (await api('/events/no-such-event/brackets')).text();
    expect(html).toContain('The brackets are not drawn yet.');
    expect(
      parseBracketsSeed(/id="brackets-seed">([^<]*)</.exec(html)?.[1], 'no-such-event'),
    ).toEqual({
      eventId: 'no-such-event',
      title: null,
      brackets: null,
    });
  });
});
