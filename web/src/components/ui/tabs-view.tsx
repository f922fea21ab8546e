import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsViewProps {
  label: string;
  items: readonly TabItem[];
  /** vertical: a sidebar; arrow keys of both axes move between tabs either way. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  selectedId: string;
  onSelect: (id: string) => void;
}

const stepForKey: Record<string, number | 'first' | 'last'> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
  Home: 'first',
  End: 'last',
};

/** The first item whose id is one of `candidates`, in order of preference, else the first item. */
export function pickTab(
  items: readonly TabItem[],
  ...candidates: (string | null | undefined)[]
): string {
  for (const candidate of candidates) {
    if (candidate && items.some((item) => item.id === candidate)) return candidate;
  }
  return items[0]?.id ?? '';
}

/**
 * WAI-ARIA tabs with automatic activation: one tab in the tab order, arrow keys move and select,
 * Home and End jump to the ends. Every panel is rendered and the unselected ones are `hidden`, so
 * prerendered HTML holds all of them and a panel keeps its state while another is shown.
 */
export function TabsView({
  label,
  items,
  orientation = 'horizontal',
  className,
  selectedId,
  onSelect,
}: TabsViewProps) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = stepForKey[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const count = items.length;
    const next =
      step === 'first' ? 0 : step === 'last' ? count - 1 : (selectedIndex + step + count) % count;
    const target = items[next];
    if (!target) return;
    onSelect(target.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={['tabs', `tabs--${orientation}`, className].filter(Boolean).join(' ')}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        className="tabs__list"
        onKeyDown={handleKeyDown}
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            className="tabs__tab"
            aria-selected={index === selectedIndex}
            aria-controls={panelId(index)}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          className="tabs__panel"
          tabIndex={0}
          hidden={index !== selectedIndex}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
