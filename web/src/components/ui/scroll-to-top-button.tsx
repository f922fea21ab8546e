import { ArrowUpIcon } from '@/components/ui/icons';
import { focusMainContent } from '@/lib/focus';
import { scrollToTop } from '@/lib/scroll';
import './scroll-to-top-button.css';

interface ScrollToTopButtonProps {
  label: string;
  variant: 'inline' | 'floating';
}

export function ScrollToTopButton({ label, variant }: ScrollToTopButtonProps) {
  const handleClick = () => {
    scrollToTop();
    // Otherwise the next Tab press would continue from the bottom of the page.
    focusMainContent();
  };

  return (
    <button
      type="button"
      className={`scroll-to-top scroll-to-top--${variant}`}
      onClick={handleClick}
      aria-label={variant === 'floating' ? label : undefined}
    >
      <ArrowUpIcon size={20} />
      {variant === 'inline' && <span>{label}</span>}
    </button>
  );
}
