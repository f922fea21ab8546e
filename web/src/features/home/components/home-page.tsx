import { heritageContent } from '@/features/home/content/heritage';
import { heroContent } from '@/features/home/content/hero-slides';
import { programsContent } from '@/features/home/content/programs';
import { upcomingEventsContent } from '@/features/home/content/upcoming-events';
import { HeritageSection } from '@/features/home/components/heritage-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { ProgramsSection } from '@/features/home/components/programs-section';
import { UpcomingEventsSection } from '@/features/home/components/upcoming-events-section';
import './home.css';

/** The home page, section by section. */
export function HomePage() {
  return (
    <>
      <HeroSection content={heroContent} />
      <HeritageSection content={heritageContent} />
      <UpcomingEventsSection content={upcomingEventsContent} />
      <ProgramsSection content={programsContent} />
    </>
  );
}
