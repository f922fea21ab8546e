import type { CarouselLabels } from '@/components/ui/carousel-copy';

export const carouselLabels: CarouselLabels = {
  previous: 'मागील स्लाइड',
  next: 'पुढील स्लाइड',
  goTo: (slideNumber) => `स्लाइड ${slideNumber} वर जा`,
  slide: (slideNumber, count) => `${count} पैकी ${slideNumber}`,
  stopRotation: 'स्लाइड आपोआप बदलणे थांबवा',
  startRotation: 'स्लाइड आपोआप बदलणे सुरू करा',
};
