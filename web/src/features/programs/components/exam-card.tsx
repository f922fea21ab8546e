import type { BeltExam } from '@/features/programs/content/types';
import { programsUi as ui } from '@/features/programs/content/ui';
import { examWhen } from '@/features/programs/lib/exam-schedule';

interface ExamCardProps {
  exam: BeltExam;
  onViewDetails: (exam: BeltExam) => void;
  onIntent?: () => void;
}

/** One of the four examination dates, with a calendar badge and View Details. */
export function ExamCard({ exam, onViewDetails, onIntent }: ExamCardProps) {
  const when = examWhen(exam, ui.unknownWhen);
  const titleId = `exam-${exam.id}-title`;
  return (
    <article className="card exam-card" aria-labelledby={titleId}>
      {when.tile && (
        <p className="exam-card__badge" aria-hidden="true">
          <span className="exam-card__day">{when.tile.day}</span>
          <span className="exam-card__month">{when.tile.month}</span>
        </p>
      )}
      <div className="exam-card__body">
        <h3 id={titleId}>{exam.title}</h3>
        <p className="exam-card__when">
          <time dateTime={exam.date}>{when.date}</time>, {when.time}
        </p>
        <p className="exam-card__where">{exam.location}</p>
        <p className="exam-card__summary">{exam.summary}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onViewDetails(exam)}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          {ui.viewDetails}
          <span className="visually-hidden">
            {' '}
            {ui.nameJoiners.viewDetails} {exam.title}
          </span>
        </button>
      </div>
    </article>
  );
}
