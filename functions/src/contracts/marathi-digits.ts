// Numbers inside Marathi sentences are written in Devanagari digits (१८, २०२६), as the site's
// other Marathi texts do.
const DEVANAGARI_ZERO = 0x0966;

export function marathiDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => String.fromCharCode(DEVANAGARI_ZERO + Number(d)));
}
