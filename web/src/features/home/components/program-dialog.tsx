import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import type { ContentLink, HomeProgramCard } from '@/features/home/types';
import './home-dialogs.css';

export interface ProgramDialogProps {
  program: HomeProgramCard;
  onClose: () => void;
  actions: readonly [ContentLink, ContentLink];
}

/** A program's Learn More dialog: what it is, what it gives and when it meets. */
export function ProgramDialog({ program, onClose, actions }: ProgramDialogProps) {
  const { details } = program;
  const [primary, secondary] = actions;
  return (
    <Modal
      open
      onClose={onClose}
      title={program.title}
      description={program.ageRange}
      size="md"
      footer={
        <>
          <Link to={primary.to} className="button button--primary">
            {primary.label}
          </Link>
          <Link to={secondary.to} className="button button--secondary">
            {secondary.label}
          </Link>
        </>
      }
    >
      <p>{details.description}</p>
      <section className="home-dialog__section">
        <h3>{details.benefitsHeading}</h3>
        <ul className="home-dialog__list">
          {details.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <section className="home-dialog__section">
        <h3>{details.scheduleHeading}</h3>
        <dl className="home-dialog__schedule">
          {details.schedule.map((slot) => (
            <div key={slot.day}>
              <dt>{slot.day}</dt>
              <dd>{slot.time}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Modal>
  );
}
