import { z } from 'zod';
import { bracketsSchema } from './bracket';
import { jsonDataBlock } from './markup';

// Part of the hand-off from the web build to the page functions (contracts/web-shell.ts): a
// championship's brackets page (/events/{id}/brackets) is rendered by a function with the
// brackets in it, and carries them as a data block the app hydrates with. Its own module, as the
// gallery's is, so the bracket schemas stay out of the pages that do not show brackets.

/**
 * What the page shows: the event's title (null when there is no such event) and its brackets as
 * GET /api/events/{id}/brackets answers them, or null before the draw (that call's 404).
 * Parsed by the function before it writes the block and by the app before it hydrates with it.
 */
export const bracketsSeedSchema = z.object({
  eventId: z.string().min(1),
  title: z.string().nullable(),
  brackets: bracketsSchema.nullable(),
});
export type BracketsSeed = z.infer<typeof bracketsSeedSchema>;

/** The id of the brackets page's data block, after the page's root. */
export const BRACKETS_SEED_ID = 'brackets-seed';

/** The seed as the data block the app hydrates with: JSON, never executed. */
export function bracketsSeedHtml(seed: BracketsSeed): string {
  return jsonDataBlock(
    'application/json',
    bracketsSeedSchema.parse(seed),
    `id="${BRACKETS_SEED_ID}"`,
  );
}

/** The seed in a page's data block for the event `eventId`, or null when there is none or it is not one. */
export function parseBracketsSeed(
  text: string | null | undefined,
  eventId: string,
): BracketsSeed | null {
  if (!text) return null;
  try {
    const parsed = bracketsSeedSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.eventId === eventId ? parsed.data : null;
  } catch {
    return null;
  }
}
