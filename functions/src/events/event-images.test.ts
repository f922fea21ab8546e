import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventImages } from '../contracts/event-images';

// The allow-list lives in contracts (bundled into the web app, so no file access there); checked here.
describe('eventImages', () => {
  it('lists exactly the SVGs in web/public/images/events', () => {
    const folder = join(__dirname, '../../../web/public/images/events');
    const files = readdirSync(folder).filter((name) => name.endsWith('.svg'));
    expect([...eventImages].sort()).toEqual(files.map((name) => `/images/events/${name}`).sort());
  });
});
