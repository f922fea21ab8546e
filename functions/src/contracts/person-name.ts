import { z } from 'zod';

// Names are shown to other people (the office, a club's coach, certificates), so what is stored
// must look like what it is. One name can be typed in several Unicode forms (a precomposed letter
// or a letter plus a combining mark); NFC makes them one, so search, duplicates and certificates
// agree. Invisible characters are removed: bidirectional controls (which can make "Asha" display
// as something else, or reorder a certificate line) and zero-width characters. The zero-width
// joiner and non-joiner stay after a Devanagari character, where Marathi spelling needs them
// (the eyelash ra of र्‍य, for one); anywhere else they are only a way to hide text.

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const ZERO_WIDTH = /[\u180E\u200B\u2060-\u2064\uFEFF]/g;
const JOINERS = /[\u200C\u200D]/g;
const DEVANAGARI = /[\u0900-\u097F]/;

/** A name as stored: NFC, without bidi controls or zero-width characters (joiners see above). */
export function cleanName(value: string): string {
  const visible = value.normalize('NFC').replace(BIDI_CONTROLS, '').replace(ZERO_WIDTH, '');
  return visible.replace(JOINERS, (joiner, offset: number) =>
    DEVANAGARI.test(visible.charAt(offset - 1)) ? joiner : '',
  );
}

/** Free text (a message, a note): only NFC; its characters are the writer's. */
export function cleanText(value: string): string {
  return value.normalize('NFC');
}

/** A person's name field: cleaned, then trimmed, required and at most `max` characters. */
export const personName = (required: string, tooLong: string, max = 100) =>
  z
    .string({ error: required })
    .overwrite(cleanName)
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong });
