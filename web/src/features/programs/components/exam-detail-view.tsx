import type { BeltExam } from '@/features/programs/content/types';
import { programsUi as ui } from '@/features/programs/content/ui';
import { examWhen } from '@/features/programs/lib/exam-schedule';

/** The body of an examination's View Details modal. */
export function ExamDetailView({ exam }: { exam: BeltExam }) {
  const headings = ui.examHeadings;
  const when = examWhen(exam, ui.unknownWhen);
  return (
    <div className="exam-detail">
      <p>{exam.summary}</p>
      <dl className="exam-detail__facts">
        <div>
          <dt>{headings.date}</dt>
          <dd>
            <time dateTime={exam.date}>{when.date}</time>
          </dd>
        </div>
        <div>
          <dt>{headings.time}</dt>
          <dd>{when.time}</dd>
        </div>
        <div>
          <dt>{headings.location}</dt>
          <dd>{exam.location}</dd>
        </div>
      </dl>
      <h3>{exam.detailsHeading}</h3>
      <ul className="program-detail__list">
        {exam.details.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3>{headings.registration}</h3>
      <p>{exam.registration}</p>
    </div>
  );
}
