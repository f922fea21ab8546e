import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The demo events `npm start` seeds, from scripts/stack/demo-data.mjs (plain JavaScript, so this
// module states the one function's type; the path is a variable so TypeScript does not resolve it).

export interface DemoEventDocument {
  id: string;
  /** The stored event's fields, dates from `today`, without createdAt/updatedAt. */
  data: Record<string, unknown>;
}

type DemoData = { demoEvents: (today?: string) => DemoEventDocument[] };

// An absolute file URL: vitest resolves a bare relative specifier in import() against its root.
const DEMO_DATA_MODULE = pathToFileURL(
  join(__dirname, '../../../scripts/stack/demo-data.mjs'),
).href;

export async function loadDemoEvents(today: string): Promise<DemoEventDocument[]> {
  const { demoEvents } = (await import(DEMO_DATA_MODULE)) as DemoData;
  return demoEvents(today);
}
