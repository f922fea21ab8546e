/** The names of a carousel's controls; a second language is a second module of this type. */
export interface CarouselLabels {
  previous: string;
  next: string;
  goTo: (slideNumber: number) => string;
  slide: (slideNumber: number, count: number) => string;
  stopRotation: string;
  startRotation: string;
}

export const carouselLabels: CarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (slideNumber) => `Go to slide ${slideNumber}`,
  slide: (slideNumber, count) => `${slideNumber} of ${count}`,
  stopRotation: 'Stop automatic slide show',
  startRotation: 'Start automatic slide show',
};
