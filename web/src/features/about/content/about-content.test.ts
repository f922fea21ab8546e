import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clubIds } from '@contracts/clubs';
import { office } from '@/config/contact-details';
import { branchesContent } from '@/features/about/content/branches';
import { joinCommunity } from '@/features/about/content/join';
import { missionValues } from '@/features/about/content/mission-values';
import { story } from '@/features/about/content/story';
import { aboutTabs } from '@/features/about/content/tabs';
import { team } from '@/features/about/content/team';
import { timeline } from '@/features/about/content/timeline';
import type { AboutImage } from '@/features/about/types';

const filled = (value: string) => value.trim().length > 0;
const publicDir = resolve(import.meta.dirname, '../../../../public');
const officeDomain = office.email.label.split('@')[1];

/** The drawing exists in public/, is small, and its alt text says what it shows. */
function expectDrawing(image: AboutImage) {
  const file = `${publicDir}${image.src}`;
  expect(existsSync(file), image.src).toBe(true);
  expect(statSync(file).size, image.src).toBeLessThan(5 * 1024);
  expect(filled(image.alt)).toBe(true);
  expect(image.width).toBeGreaterThan(0);
  expect(image.height).toBeGreaterThan(0);
}

describe('About content', () => {
  it('has the five tabs in order, each with its hash', () => {
    expect(aboutTabs.tabs.map((tab) => [tab.id, tab.label])).toEqual([
      ['story', 'Our Story'],
      ['mission', 'Mission & Values'],
      ['team', 'Our Team'],
      ['timeline', 'Timeline'],
      ['branches', 'Our Branches'],
    ]);
  });

  it('tells the story from 1985 beside a drawing of the first class', () => {
    expect(story.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(story.paragraphs[0]).toContain('1985');
    expectDrawing(story.image);
  });

  it('states mission, vision, the six core values and the approach', () => {
    expect(filled(missionValues.mission.text)).toBe(true);
    expect(filled(missionValues.vision.text)).toBe(true);
    expect(missionValues.values.items.map((value) => value.name)).toEqual([
      'Excellence',
      'Respect',
      'Discipline',
      'Integrity',
      'Perseverance',
      'Community',
    ]);
    for (const value of missionValues.values.items) expect(filled(value.text)).toBe(true);
    expect(missionValues.approach.points.length).toBeGreaterThan(0);
  });

  it('has seven complete team profiles and the instructor notes', () => {
    expect(team.members).toHaveLength(7);
    expect(new Set(team.members.map((member) => member.id)).size).toBe(7);
    for (const member of team.members) {
      for (const text of [member.name, member.title, member.bio]) {
        expect(filled(text), member.id).toBe(true);
      }
      expect(member.rank).toMatch(/^\d(st|nd|rd|th) Dan Black Belt$/);
      expect(member.image.src).toBe(`/images/about/${member.id}.svg`);
      expect(member.image.alt).toContain(member.name);
      expectDrawing(member.image);
      expect(member.achievements.length).toBeGreaterThan(0);
    }
    const notes = team.instructorNotes.points.map((point) => point.name).join(' ');
    expect(notes).toMatch(/Certified/);
    expect(notes).toMatch(/Safeguarding/);
  });

  it('has eight milestones from 1985 to 2023, in order, and four affiliations', () => {
    const years = timeline.milestones.map((milestone) => milestone.year);
    expect(years).toHaveLength(8);
    expect(years[0]).toBe(1985);
    expect(years.at(-1)).toBe(2023);
    expect(new Set(years).size).toBe(8);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    expect(timeline.affiliations).toHaveLength(4);
    for (const affiliation of timeline.affiliations) {
      expect(affiliation.since).toBeGreaterThanOrEqual(1985);
      expect(filled(affiliation.text)).toBe(true);
    }
  });

  it('has seven branches in seven Maharashtra cities, each with every field', () => {
    const { branches } = branchesContent;
    const teamIds = new Set(team.members.map((member) => member.id));
    expect(branches).toHaveLength(7);
    // The branches are the association's clubs, the one list athletes and results use.
    expect(branches.map((branch) => branch.id)).toEqual([...clubIds]);
    expect(new Set(branches.map((branch) => branch.city)).size).toBe(7);
    for (const branch of branches) {
      expect(filled(branch.name)).toBe(true);
      expect(branch.addressLines.join(' '), branch.id).toMatch(/Maharashtra \d{6}$/);
      expect(branch.addressLines.join(' ')).toContain(branch.city.split(' ')[0]);
      expect(branch.phone.href).toMatch(/^tel:\+91\d{10}$/);
      expect(branch.phone.label).toMatch(/^\+91 \d{2,4} \d{3,4} \d{3,4}$/);
      expect(branch.email.label.endsWith(`@${officeDomain}`)).toBe(true);
      expect(branch.email.href).toBe(`mailto:${branch.email.label}`);
      expect(branch.schedule.length).toBeGreaterThan(0);
      expect(filled(branch.description)).toBe(true);
      expect(branch.leadInstructors.length).toBeGreaterThan(0);
      for (const id of branch.leadInstructors) expect(teamIds.has(id), id).toBe(true);
    }
  });

  it('joins to enroll, programs and contact', () => {
    expect(joinCommunity.actions.map((action) => action.page)).toEqual([
      'enroll',
      'programs',
      'contact',
    ]);
  });
});
