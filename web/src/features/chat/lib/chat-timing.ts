/** The chat's timings, in milliseconds. */
export const TYPING_MIN_MS = 500;
export const TYPING_MAX_MS = 1500;
export const SUGGESTIONS_DELAY_MS = 500;
export const SUGGESTION_SEND_DELAY_MS = 100;
export const RESET_AFTER_CLOSE_MS = 300;

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** Runs `task` after `delayMs`; the returned function cancels it. */
export type Schedule = (task: () => void, delayMs: number) => () => void;

export const browserSchedule: Schedule = (task, delayMs) => {
  const timer = setTimeout(task, delayMs);
  return () => clearTimeout(timer);
};

/** How long the typing indicator shows: evenly spread over 500-1500 ms, both ends included. */
export function typingDelay(random: RandomSource): number {
  const fraction = Math.min(Math.max(random(), 0), 1);
  return TYPING_MIN_MS + Math.round(fraction * (TYPING_MAX_MS - TYPING_MIN_MS));
}
