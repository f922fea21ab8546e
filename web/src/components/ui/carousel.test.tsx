import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from '@/components/ui/carousel';

const titles = ['Welcome', 'Championships', 'Workshops', 'Programs', 'Belt exams'];
const slides = titles.map((title) => <p key={title}>{title}</p>);

/** jsdom has no PointerEvent; React reads pointerType and pointerId from it. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

function renderCarousel(
  props: Partial<Omit<CarouselProps, 'slides' | 'count' | 'renderSlide'>> = {},
) {
  return render(<Carousel label="Highlights" slides={slides} intervalMs={5000} {...props} />);
}

const slideGroup = (n: number) => screen.getByRole('group', { name: `${n} of 5` });
const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });
const track = () => slideGroup(1).parentElement as HTMLElement;

/** The slide whose dot is current, 1-based. */
function currentSlide(): number {
  const dots = screen.getAllByRole('button', { name: /^Go to slide/ });
  return dots.findIndex((button) => button.getAttribute('aria-current') === 'true') + 1;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function swipe(fromX: number, toX: number, pointerType = 'touch', dy = 0) {
  fireEvent.pointerDown(track(), { pointerType, pointerId: 7, clientX: fromX, clientY: 100 });
  fireEvent.pointerUp(track(), { pointerType, pointerId: 7, clientX: toX, clientY: 100 + dy });
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    vi.stubGlobal('PointerEvent', TestPointerEvent);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled carousel of "N of M" slides; only the current one can be reached', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(slideGroup(1)).toHaveAttribute('aria-roledescription', 'slide');
    expect(slideGroup(1)).not.toHaveAttribute('inert');
    for (const n of [2, 3, 4, 5]) expect(slideGroup(n)).toHaveAttribute('inert');
    expect(currentSlide()).toBe(1);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(dot(2)).not.toHaveAttribute('aria-current');
  });

  it('advances every interval and wraps from the last slide to the first', () => {
    renderCarousel();
    advance(4999);
    expect(currentSlide()).toBe(1);
    advance(1);
    expect(currentSlide()).toBe(2);
    expect(slideGroup(2)).not.toHaveAttribute('inert');
    expect(slideGroup(1)).toHaveAttribute('inert');
    for (const expected of [3, 4, 5]) {
      advance(5000);
      expect(currentSlide()).toBe(expected);
    }
    advance(5000);
    expect(currentSlide()).toBe(1);
  });

  it('previous and next wrap at both ends; a dot jumps to its slide', () => {
    renderCarousel({ intervalMs: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe(1);
    fireEvent.click(dot(4));
    expect(currentSlide()).toBe(4);
    expect(slideGroup(4)).not.toHaveAttribute('inert');
  });

  it('does not rotate without an interval, and then has no rotation button', () => {
    renderCarousel({ intervalMs: undefined });
    advance(60_000);
    expect(currentSlide()).toBe(1);
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
  });

  it('pauses while hovered and announces politely only while not rotating', () => {
    renderCarousel();
    expect(track()).toHaveAttribute('aria-live', 'off');
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Highlights' }));
    expect(track()).toHaveAttribute('aria-live', 'polite');
    advance(20_000);
    expect(currentSlide()).toBe(1);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Highlights' }));
    expect(track()).toHaveAttribute('aria-live', 'off');
    advance(5000);
    expect(currentSlide()).toBe(2);
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', () => {
    render(
      <>
        <Carousel label="Highlights" slides={slides} intervalMs={5000} />
        <button type="button">Outside</button>
      </>,
    );
    act(() => dot(3).focus());
    advance(20_000);
    expect(currentSlide()).toBe(1);
    fireEvent.click(dot(3));
    expect(currentSlide()).toBe(3);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(20_000);
    expect(currentSlide()).toBe(3);
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(5000);
    expect(currentSlide()).toBe(4);
  });

  it('waits a full interval after a move before advancing again', () => {
    renderCarousel();
    advance(4000);
    fireEvent.click(dot(3));
    advance(4999);
    expect(currentSlide()).toBe(3);
    advance(1);
    expect(currentSlide()).toBe(4);
  });

  it('can be stopped and started with its rotation button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    advance(20_000);
    expect(currentSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(5000);
    expect(currentSlide()).toBe(2);
  });

  it('does not rotate under prefers-reduced-motion unless the visitor starts it', () => {
    stubReducedMotion(true);
    renderCarousel();
    advance(20_000);
    expect(currentSlide()).toBe(1);
    expect(track()).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(5000);
    expect(currentSlide()).toBe(2);
  });

  it('moves on a touch swipe past the threshold, either way, and then stops rotating', () => {
    renderCarousel();
    swipe(200, 180);
    expect(currentSlide()).toBe(1);
    swipe(200, 100, 'mouse');
    expect(currentSlide()).toBe(1);
    swipe(200, 150, 'touch', 80);
    expect(currentSlide()).toBe(1);
    swipe(200, 100);
    expect(currentSlide()).toBe(2);
    swipe(100, 200);
    swipe(100, 200, 'pen');
    expect(currentSlide()).toBe(5);
    advance(20_000);
    expect(currentSlide()).toBe(5);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });

  it('ignores a cancelled touch', () => {
    renderCarousel({ intervalMs: undefined });
    fireEvent.pointerDown(track(), { pointerType: 'touch', clientX: 200, clientY: 0 });
    fireEvent.pointerCancel(track(), { pointerType: 'touch', clientX: 50, clientY: 0 });
    fireEvent.pointerUp(track(), { pointerType: 'touch', clientX: 50, clientY: 0 });
    expect(currentSlide()).toBe(1);
  });

  it('with several per view, steps one slide at a time and wraps the window', () => {
    renderCarousel({ intervalMs: undefined, slidesPerView: { base: 1, md: 3 } });
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe(5);
    const column = (n: number, at: 'base' | 'md' | 'lg') =>
      slideGroup(n).style.getPropertyValue(`--carousel-column-${at}`);
    const visibility = (n: number, at: 'base' | 'md' | 'lg') =>
      slideGroup(n).style.getPropertyValue(`--carousel-visibility-${at}`);
    // From 768 px: slides 5, 1, 2 side by side, in that order.
    expect([column(5, 'md'), column(1, 'md'), column(2, 'md')]).toEqual(['1', '2', '3']);
    expect([visibility(5, 'lg'), visibility(1, 'lg'), visibility(2, 'lg')]).toEqual([
      'visible',
      'visible',
      'visible',
    ]);
    expect(visibility(3, 'md')).toBe('hidden');
    // Below it, slide 5 alone.
    expect(visibility(5, 'base')).toBe('visible');
    expect(visibility(1, 'base')).toBe('hidden');
    // Slides hidden at every width cannot be reached; the others are hidden by CSS per width.
    expect(slideGroup(3)).toHaveAttribute('inert');
    expect(slideGroup(4)).toHaveAttribute('inert');
    expect(slideGroup(1)).not.toHaveAttribute('inert');
    expect(track().style.getPropertyValue('--carousel-per-view-md')).toBe('3');
  });

  it('takes a render function and a count', () => {
    const renderSlide = vi.fn((index: number, state: { current: boolean }) => (
      <p>{`${titles[index]}${state.current ? ' (current)' : ''}`}</p>
    ));
    render(<Carousel label="Highlights" count={5} renderSlide={renderSlide} />);
    expect(screen.getByText('Welcome (current)')).toBeInTheDocument();
    expect(screen.getByText('Belt exams')).toBeInTheDocument();
  });

  it('has no controls for a single slide', () => {
    render(<Carousel label="Highlights" slides={[<p key="a">Only</p>]} intervalMs={5000} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    advance(10_000);
    expect(screen.getByText('Only')).toBeInTheDocument();
  });

  it('prerenders every slide with the first one current and nothing animating', () => {
    const html = renderToString(<Carousel label="Highlights" slides={slides} intervalMs={5000} />);
    for (const title of titles) expect(html).toContain(title);
    expect(html).toContain('aria-label="1 of 5"');
    expect(html).not.toContain('data-turn');
    const container = document.createElement('div');
    container.innerHTML = html;
    const groups = container.querySelectorAll('[aria-roledescription="slide"]');
    expect(groups[0]?.hasAttribute('inert')).toBe(false);
    expect(groups[1]?.hasAttribute('inert')).toBe(true);
  });
});
