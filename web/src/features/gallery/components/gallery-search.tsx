import { useEffect, useId, useRef } from 'react';
import { ChevronDownIcon, SearchIcon } from '@/components/ui/icons';
import type { GalleryCopy } from '@/features/gallery/types';

interface SearchToggleProps {
  open: boolean;
  panelId: string;
  /** A search is applied, even while the field is folded away. */
  active: boolean;
  copy: GalleryCopy;
  onToggle: () => void;
}

/** The button that shows and hides the search field (a collapsible search). */
export function SearchToggle({ open, panelId, active, copy, onToggle }: SearchToggleProps) {
  return (
    <button
      type="button"
      className={`gallery-search-toggle${active ? ' gallery-search-toggle--active' : ''}`}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      <SearchIcon size={20} />
      {copy.search.toggle}
      <ChevronDownIcon size={18} className="gallery-search-toggle__chevron" />
    </button>
  );
}

interface SearchPanelProps {
  id: string;
  open: boolean;
  query: string;
  copy: GalleryCopy;
  onQueryChange: (query: string) => void;
}

/** The search field; focused when the panel opens, so typing can start at once. */
export function SearchPanel({ id, open, query, copy, onQueryChange }: SearchPanelProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open && !wasOpen.current) inputRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div id={id} className="gallery-search" hidden={!open}>
      <label htmlFor={inputId} className="gallery-search__label">
        {copy.search.label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className="gallery-search__input"
        value={query}
        placeholder={copy.search.placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onQueryChange(event.target.value)}
      />
    </div>
  );
}
