import { type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import './accordion.css';

export interface AccordionItem {
  id: string;
  heading: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The level of the headings that hold the buttons, so they fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Several items open at once; otherwise opening one closes the others. */
  multiple?: boolean;
  defaultOpenIds?: readonly string[];
  className?: string;
}

/**
 * WAI-ARIA accordion. Collapsed answers stay in the DOM behind `hidden`, so the prerendered HTML
 * carries every answer for search engines and readers without JavaScript.
 */
export function Accordion({
  items,
  headingLevel = 3,
  multiple = false,
  defaultOpenIds = [],
  className,
}: AccordionProps) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<readonly string[]>(() =>
    multiple ? defaultOpenIds : defaultOpenIds.slice(0, 1),
  );
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    setOpenIds((current) => {
      if (current.includes(id)) return current.filter((openId) => openId !== id);
      return multiple ? [...current, id] : [id];
    });
  }

  return (
    <div className={['accordion', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const open = openIds.includes(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className="accordion__item">
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span className="accordion__title">{item.heading}</span>
                <ChevronDownIcon className="accordion__icon" size={20} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
