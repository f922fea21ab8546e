import type { PageCopy } from '@/components/ui/page-intro';

/** The 404 page; its sentence is the association's own wording. */
export const notFoundIntro: PageCopy = {
  heading: 'Page not found',
  intro: "The page you are looking for doesn't exist.",
};
