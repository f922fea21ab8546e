import { ScrollToTopButton } from '@/components/ui/scroll-to-top-button';
import { uiCopy } from '@/components/ui/ui-copy';
import { useScrolledPast } from '@/hooks/use-scrolled-past';

/** The floating button appears only after the page is scrolled more than 300 px. */
export const SCROLL_TO_TOP_THRESHOLD = 300;

export function FloatingScrollToTop() {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD);
  return visible ? <ScrollToTopButton variant="floating" label={uiCopy.scrollToTop} /> : null;
}
