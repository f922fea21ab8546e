import { useParams } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { GradingSession } from '@/features/gradings/components/grading-session';
import { gradingIntro } from '@/features/gradings/content/gradings-copy';

export function Component() {
  const { gradingId = '' } = useParams();
  return (
    <PageIntro copy={gradingIntro}>
      <GradingSession gradingId={gradingId} />
    </PageIntro>
  );
}
