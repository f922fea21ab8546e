import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  label: string;
  items: readonly TabItem[];
  /** vertical: a sidebar; arrow keys of both axes move between tabs either way. */
  orientation?: 'horizontal' | 'vertical';
}

const stepForKey: Record<string, number | 'first' | 'last'> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
  Home: 'first',
  End: 'last',
};

/**
 * WAI-ARIA tabs with automatic activation: one tab in the tab order, arrow keys move and select,
 * Home and End jump to the ends.
 */
export function Tabs({ label, items, orientation = 'horizontal' }: TabsProps) {
  const baseId = useId();
  const [selectedIndex, setSelectedIndex] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = stepForKey[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const count = items.length;
    const next =
      step === 'first' ? 0 : step === 'last' ? count - 1 : (selectedIndex + step + count) % count;
    setSelectedIndex(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={`tabs tabs--${orientation}`}>
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
            onClick={() => setSelectedIndex(index)}
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
          {index === selectedIndex && item.panel}
        </div>
      ))}
    </div>
  );
}
