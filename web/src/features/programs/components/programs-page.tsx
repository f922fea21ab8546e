import { BeltRanksSection } from '@/features/programs/components/belt-ranks-section';
import { ClassScheduleSection } from '@/features/programs/components/class-schedule-section';
import { EligibilitySection } from '@/features/programs/components/eligibility-section';
import { ExamSection } from '@/features/programs/components/exam-section';
import { FaqSection } from '@/features/programs/components/faq-section';
import { ProgramExplorer } from '@/features/programs/components/program-explorer';
import { ProgramsCta } from '@/features/programs/components/programs-cta';
import { ProgramsHero } from '@/features/programs/components/programs-hero';
import { TestimonialsSection } from '@/features/programs/components/testimonials-section';
import './programs-page.css';
import './program-cards.css';
import './program-info.css';

/** The Programs page, section by section. */
export function ProgramsPage() {
  return (
    <>
      <ProgramsHero />
      <ProgramExplorer />
      <ClassScheduleSection />
      <EligibilitySection />
      <BeltRanksSection />
      <ExamSection />
      <TestimonialsSection />
      <FaqSection />
      <ProgramsCta />
    </>
  );
}
