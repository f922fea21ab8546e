import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import { ProgramDetailView } from '@/features/programs/components/program-detail-view';
import { programsUi as ui } from '@/features/programs/content/ui';
import { findProgramDetail } from '@/features/programs/lib/find-program-detail';
import './program-detail.css';

interface ProgramDetailDialogProps {
  /** A known detail kind; anything else shows 'Program information not available'. */
  kind: string;
  /** The card's title, used as the heading when the kind is unknown. */
  fallbackTitle?: string;
  onClose: () => void;
}

/**
 * Learn More: the program's detail in a modal, with the contact link (and enrolment) kept in view
 * at the bottom. Loaded on demand (see ProgramExplorer).
 */
export function ProgramDetailDialog({ kind, fallbackTitle, onClose }: ProgramDetailDialogProps) {
  const detail = findProgramDetail(kind);
  const footer = (
    <div className="program-detail__actions">
      <Link to={ui.contact.to}>{ui.contact.label}</Link>
      {detail && (
        <Link to={ui.enrollNow.to} className="button button--primary">
          {ui.enrollNow.label}
        </Link>
      )}
    </div>
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={detail?.title ?? fallbackTitle ?? ui.notAvailable}
      size="lg"
      footer={footer}
    >
      <ProgramDetailView detail={detail} />
    </Modal>
  );
}
