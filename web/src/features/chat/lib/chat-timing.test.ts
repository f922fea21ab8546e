import { describe, expect, it } from 'vitest';
import { typingDelay } from '@/features/chat/lib/chat-timing';
import { editDistance } from '@/features/chat/lib/edit-distance';

describe('typingDelay', () => {
  it('spreads Math.random-like values over 500-1500 ms', () => {
    expect(typingDelay(() => 0)).toBe(500);
    expect(typingDelay(() => 0.5)).toBe(1000);
    expect(typingDelay(() => 0.9999999)).toBe(1500);
    for (let i = 0; i < 200; i += 1) {
      const delay = typingDelay(Math.random);
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThanOrEqual(1500);
    }
  });

  it('stays in range whatever the source returns', () => {
    expect(typingDelay(() => -3)).toBe(500);
    expect(typingDelay(() => 7)).toBe(1500);
  });
});

describe('editDistance', () => {
  it('counts one slip for a swap, a missing, an extra or a wrong letter', () => {
    expect(editDistance('blet', 'belt')).toBe(1);
    expect(editDistance('shedule', 'schedule')).toBe(1);
    expect(editDistance('scheddule', 'schedule')).toBe(1);
    expect(editDistance('taekwando', 'taekwondo')).toBe(1);
    expect(editDistance('same', 'same')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('gives up past the limit', () => {
    expect(editDistance('equipment', 'schedule', 1)).toBe(2);
  });
});
