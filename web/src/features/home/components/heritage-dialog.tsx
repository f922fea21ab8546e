import { Modal } from '@/components/ui/modal';
import type { HeritageContent } from '@/features/home/types';
import './home-dialogs.css';

export interface HeritageDialogProps {
  open: boolean;
  onClose: () => void;
  details: HeritageContent['details'];
}

/** The Read More dialog: history, the five tenets and the legacy. */
export function HeritageDialog({ open, onClose, details }: HeritageDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={details.title} size="md">
      <section className="home-dialog__section">
        <h3>{details.history.heading}</h3>
        {details.history.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className="home-dialog__section">
        <h3>{details.tenets.heading}</h3>
        <p>{details.tenets.intro}</p>
        <ol className="home-dialog__tenets">
          {details.tenets.items.map((tenet) => (
            <li key={tenet.name}>
              <strong>{tenet.name}</strong>
              <span>{tenet.text}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className="home-dialog__section">
        <h3>{details.legacy.heading}</h3>
        {details.legacy.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </Modal>
  );
}
