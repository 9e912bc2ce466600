import { useId, useState, type ReactNode } from 'react';
import styles from './Accordion.module.css';
import { Icon } from '../icon/Icon.tsx';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Opening one section closes the others (000 §4 "optionally only one open"). */
  singleOpen?: boolean;
  defaultOpen?: string[];
  /** Heading level of the section titles; default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

export function Accordion({ items, singleOpen = false, defaultOpen = [], headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(singleOpen ? defaultOpen.slice(0, 1) : defaultOpen),
  );
  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.has(id)) {
        const next = new Set(current);
        next.delete(id);
        return next;
      }
      return singleOpen ? new Set([id]) : new Set([...current, id]);
    });
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.section}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <Icon name="chevronDown" className={styles.chevron} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!isOpen}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
