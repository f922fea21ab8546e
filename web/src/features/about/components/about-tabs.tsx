import type { ReactNode } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { BranchesPanel } from '@/features/about/components/branches-panel';
import { MissionValuesPanel } from '@/features/about/components/mission-values-panel';
import { StoryPanel } from '@/features/about/components/story-panel';
import { TeamPanel } from '@/features/about/components/team-panel';
import { TimelinePanel } from '@/features/about/components/timeline-panel';
import { aboutTabs } from '@/features/about/content/tabs';
import type { AboutTabId } from '@/features/about/types';

const panels: Record<AboutTabId, ReactNode> = {
  story: <StoryPanel />,
  mission: <MissionValuesPanel />,
  team: <TeamPanel />,
  timeline: <TimelinePanel />,
  branches: <BranchesPanel />,
};

const items = aboutTabs.tabs.map((tab) => ({
  id: tab.id,
  label: tab.label,
  panel: panels[tab.id],
}));

/**
 * The five tabs of the About page. The selected tab lives in the URL hash, so /about#team opens
 * Our Team (after hydration on the prerendered page) and the address bar can be shared. Switching
 * replaces the history entry: arrowing through the tabs leaves no trail, and Back leaves the page.
 * Every panel is in the prerendered HTML.
 */
export function AboutTabs() {
  return (
    <div className="container about-tabs">
      <Tabs label={aboutTabs.label} items={items} sync="hash" history="replace" />
    </div>
  );
}
