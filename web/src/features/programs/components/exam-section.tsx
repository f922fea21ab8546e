import { lazy, Suspense, useState } from 'react';
import { ExamCard } from '@/features/programs/components/exam-card';
import { PageSection } from '@/features/programs/components/page-section';
import { examSection as copy } from '@/features/programs/content/exams';
import type { BeltExam } from '@/features/programs/content/types';

const loadExamDialog = () => import('@/features/programs/components/exam-detail-dialog');
const ExamDetailDialog = lazy(() =>
  loadExamDialog().then((module) => ({ default: module.ExamDetailDialog })),
);
const preloadExamDialog = () => void loadExamDialog();

/** Belt Examination and Promotion: four exam cards, each with a View Details modal. */
export function ExamSection() {
  const [openExam, setOpenExam] = useState<BeltExam | null>(null);
  return (
    <PageSection id="examinations" heading={copy.heading} intro={copy.intro}>
      <ul className="card-grid exam-grid">
        {copy.exams.map((exam) => (
          <li key={exam.id}>
            <ExamCard exam={exam} onViewDetails={setOpenExam} onIntent={preloadExamDialog} />
          </li>
        ))}
      </ul>
      {openExam && (
        <Suspense fallback={null}>
          <ExamDetailDialog exam={openExam} onClose={() => setOpenExam(null)} />
        </Suspense>
      )}
    </PageSection>
  );
}
