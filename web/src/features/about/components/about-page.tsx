import { PageIntro } from '@/components/ui/page-intro';
import { AboutTabs } from '@/features/about/components/about-tabs';
import { JoinCommunity } from '@/features/about/components/join-community';
import { StatsBand } from '@/features/about/components/stats-band';
import { aboutIntro } from '@/features/about/content/about-intro';
import './about.css';

export function AboutPage() {
  return (
    <>
      <PageIntro copy={aboutIntro} />
      <StatsBand />
      <AboutTabs />
      <JoinCommunity />
    </>
  );
}
