import type { PageCopy } from '@/components/ui/page-intro';

/** The 404 page; its sentence is the spec's (§2 route table). */
export const notFoundIntro: PageCopy = {
  heading: 'Page not found',
  intro: "The page you are looking for doesn't exist.",
};
