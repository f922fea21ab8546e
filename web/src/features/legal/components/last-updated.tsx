import { lastUpdatedOn } from '@/features/legal/lib/last-updated';
import { useHydrated } from '@/hooks/use-hydrated';

interface LastUpdatedLineProps {
  label: string;
  placeholder: string;
}

/**
 * The page is prerendered at build time, so a date computed while rendering would bake in the
 * build day and then disagree with the browser's first render (React #418). The date is therefore
 * read from the clock only after hydration; until then a fixed word stands on the same line, so
 * nothing moves when the date replaces it.
 */
export function LastUpdatedLine({ label, placeholder }: LastUpdatedLineProps) {
  const hydrated = useHydrated();
  const date = hydrated ? lastUpdatedOn(new Date()) : null;
  return (
    <p className="legal-page__updated">
      {`${label}: `}
      {date ? <time dateTime={date.iso}>{date.label}</time> : <span>{placeholder}</span>}
    </p>
  );
}
