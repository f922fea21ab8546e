import { describe, expect, it } from 'vitest';
import * as enBranches from '@/features/about/content/branches';
import * as mrBranches from '@/features/about/content/branches.mr';
import * as enJoin from '@/features/about/content/join';
import * as mrJoin from '@/features/about/content/join.mr';
import * as enStats from '@/features/about/content/stats';
import * as mrStats from '@/features/about/content/stats.mr';
import * as enStory from '@/features/about/content/story';
import * as mrStory from '@/features/about/content/story.mr';
import * as enTabs from '@/features/about/content/tabs';
import * as mrTabs from '@/features/about/content/tabs.mr';
import * as enTeam from '@/features/about/content/team';
import * as mrTeam from '@/features/about/content/team.mr';
import * as enTimeline from '@/features/about/content/timeline';
import * as mrTimeline from '@/features/about/content/timeline.mr';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('Marathi about content', () => {
  it('keeps tab ids, team ids, portraits, years and figures', () => {
    expect(mrTabs.aboutTabs.tabs.map((tab) => tab.id)).toEqual(
      enTabs.aboutTabs.tabs.map((tab) => tab.id),
    );
    const images = (members: typeof enTeam.team.members) =>
      members.map(({ id, image: { src, width, height } }) => [id, src, width, height]);
    expect(images(mrTeam.team.members)).toEqual(images(enTeam.team.members));
    for (const member of mrTeam.team.members) expect(member.image.alt).toContain(member.name);
    expect(mrTimeline.timeline.milestones.map((item) => item.year)).toEqual(
      enTimeline.timeline.milestones.map((item) => item.year),
    );
    expect(mrTimeline.timeline.affiliations.map((item) => item.since)).toEqual(
      enTimeline.timeline.affiliations.map((item) => item.since),
    );
    expect(mrTimeline.timeline.sinceText(1987)).toBe('1987 पासून');
    expect(mrStats.aboutStats.items.map(({ label: _, ...figure }) => figure)).toEqual(
      enStats.aboutStats.items.map(({ label: _, ...figure }) => figure),
    );
    expect(mrJoin.joinCommunity.actions.map((action) => action.page)).toEqual(
      enJoin.joinCommunity.actions.map((action) => action.page),
    );
    expect(mrStory.story.image.src).toBe(enStory.story.image.src);
  });

  it('keeps each branch’s contacts, instructors and English directions address', () => {
    const fixed = (branches: typeof enBranches.branchesContent.branches) =>
      branches.map(({ id, phone, email, leadInstructors, directionsAddress, schedule }) => ({
        id,
        phone,
        email,
        leadInstructors,
        directionsAddress,
        slots: schedule.length,
      }));
    const mr = mrBranches.branchesContent.branches;
    expect(fixed(mr)).toEqual(fixed(enBranches.branchesContent.branches));
    for (const branch of mr) {
      // The home page's schema.org data reads the region and PIN after the last comma.
      expect(branch.addressLines.join(', '), branch.id).toMatch(/, महाराष्ट्र \d{6}$/);
      expect(branch.addressLines.join(' ')).toContain(branch.city);
      expect(branch.directionsAddress.join(' ')).not.toMatch(DEVANAGARI);
    }
  });
});
