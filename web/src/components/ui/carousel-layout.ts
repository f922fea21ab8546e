import type { CSSProperties } from 'react';

/** Slides shown side by side: one number, or one per breakpoint (md ≥ 48rem, lg ≥ 64rem). */
export type SlidesPerView = number | { base: number; md?: number; lg?: number };

const breakpoints = ['base', 'md', 'lg'] as const;
type Breakpoint = (typeof breakpoints)[number];
type PerBreakpoint = Record<Breakpoint, number>;

type CustomProperties = CSSProperties & Record<`--${string}`, string | number>;

export function resolvePerView(perView: SlidesPerView, count: number): PerBreakpoint {
  const base = typeof perView === 'number' ? perView : perView.base;
  const md = typeof perView === 'number' ? perView : (perView.md ?? base);
  const lg = typeof perView === 'number' ? perView : (perView.lg ?? md);
  const clamp = (n: number) => Math.min(Math.max(1, Math.floor(n)), Math.max(1, count));
  return { base: clamp(base), md: clamp(md), lg: clamp(lg) };
}

export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/** The grid's column count per breakpoint, read by carousel.css. */
export function trackStyle(perView: PerBreakpoint): CustomProperties {
  return {
    '--carousel-per-view-base': perView.base,
    '--carousel-per-view-md': perView.md,
    '--carousel-per-view-lg': perView.lg,
  };
}

export interface SlidePlacement {
  style: CustomProperties;
  /** Not shown at any width: inert, so nothing in it can be focused or read. */
  offEverywhere: boolean;
}

/**
 * Where a slide sits for the current index, decided per breakpoint in CSS rather than from
 * matchMedia so the prerendered HTML is already right at every width and hydration changes nothing.
 * The window of shown slides wraps around the end. Slides out of the window stay in the grid's
 * first column with `visibility: hidden`: the track is as tall as its tallest slide, so advancing
 * never moves the content below it.
 */
export function placeSlide(
  slideIndex: number,
  currentIndex: number,
  count: number,
  perView: PerBreakpoint,
): SlidePlacement {
  const offset = wrapIndex(slideIndex - currentIndex, count);
  const style: CustomProperties = {};
  for (const breakpoint of breakpoints) {
    const shown = offset < perView[breakpoint];
    style[`--carousel-column-${breakpoint}`] = shown ? offset + 1 : 1;
    style[`--carousel-visibility-${breakpoint}`] = shown ? 'visible' : 'hidden';
  }
  const widest = Math.max(perView.base, perView.md, perView.lg);
  return { style, offEverywhere: offset >= widest };
}
