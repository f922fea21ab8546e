import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

// Every random choice of a division's draw comes from this stream: block k is SHA-256 of the text
// `<seed>|<divisionId>|<k>`, read four bytes at a time as unsigned big-endian numbers. One stream
// per division, so a division's draw depends only on the seed and its own entries. Plain integer
// arithmetic only: Node and every browser give the same numbers.

export interface RandomStream {
  /** A whole number from 0 to n − 1, each equally likely (n ≥ 1). */
  below(n: number): number;
}

const TWO_32 = 0x1_0000_0000;

export function seededStream(seed: string, divisionId: string): RandomStream {
  let counter = 0;
  let block = new Uint8Array(0);
  let offset = 0;

  const nextUint32 = (): number => {
    if (offset >= block.length) {
      block = sha256(utf8ToBytes(`${seed}|${divisionId}|${counter}`));
      counter += 1;
      offset = 0;
    }
    const value =
      (block[offset] as number) * 0x100_0000 +
      (block[offset + 1] as number) * 0x1_0000 +
      (block[offset + 2] as number) * 0x100 +
      (block[offset + 3] as number);
    offset += 4;
    return value;
  };

  return {
    below(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`below(${n})`);
      // Rejection sampling: numbers past the last whole multiple of n are drawn again, so no
      // remainder is favoured (a plain `% n` would favour the small ones).
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const value = nextUint32();
        if (value < limit) return value % n;
      }
    },
  };
}

/** A Fisher–Yates shuffle of a copy, every order equally likely. */
export function shuffled<T>(items: readonly T[], random: RandomStream): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.below(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** `count` of the items, chosen at random (a Fisher–Yates shuffle stopped after `count` places). */
export function pickSome<T>(items: readonly T[], count: number, random: RandomStream): T[] {
  if (count >= items.length) return [...items];
  const copy = [...items];
  for (let i = 0; i < count; i += 1) {
    const j = i + random.below(copy.length - i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}
