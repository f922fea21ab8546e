import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import { ExamDetailView } from '@/features/programs/components/exam-detail-view';
import type { BeltExam } from '@/features/programs/content/types';
import './program-detail.css';

interface ExamDetailDialogProps {
  exam: BeltExam;
  onClose: () => void;
}

/** View Details of a belt examination, the register or confirm link kept in view. Loaded on demand. */
export function ExamDetailDialog({ exam, onClose }: ExamDetailDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={exam.title}
      footer={
        <Link to={exam.link.to} className="button button--primary">
          {exam.link.label}
        </Link>
      }
    >
      <ExamDetailView exam={exam} />
    </Modal>
  );
}
