import { describe, expect, it } from 'vitest';
import * as enAchievements from '@/features/events/content/achievements';
import * as mrAchievements from '@/features/events/content/achievements.mr';
import * as enPage from '@/features/events/content/events-page-copy';
import * as mrPage from '@/features/events/content/events-page-copy.mr';
import * as enTally from '@/features/events/content/medal-tally';
import * as mrTally from '@/features/events/content/medal-tally.mr';
import * as enDetail from '@/lib/events/event-detail-copy';
import * as mrDetail from '@/lib/events/event-detail-copy.mr';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('Marathi events content', () => {
  it('keeps ids, numbers, images and links', () => {
    const { achievementsCopy: en } = enAchievements;
    const { achievementsCopy: mr } = mrAchievements;
    expect(mr.items.map(({ id, year, image }) => [id, year, image])).toEqual(
      en.items.map(({ id, year, image }) => [id, year, image]),
    );
    expect(mr.stats.map((stat) => stat.value)).toEqual(en.stats.map((stat) => stat.value));
    expect(mrTally.medalTallyCopy.years).toEqual(enTally.medalTallyCopy.years);
    expect(mrPage.eventsPageCopy.card.register.to).toBe(enPage.eventsPageCopy.card.register.to);
    expect(mrPage.eventsPageCopy.contact.link.to).toBe(enPage.eventsPageCopy.contact.link.to);
    expect(mrDetail.eventDetailCopy.actions.register.to).toBe('/enroll');
    expect(mrDetail.eventDetailCopy.actions.contact.to).toBe('/contact');
  });

  it('names every event type and date range in Marathi', () => {
    const { filters } = mrPage.eventsPageCopy;
    expect(Object.keys(filters.type.options)).toEqual(
      Object.keys(enDetail.eventDetailCopy.typeLabels),
    );
    for (const label of [
      ...Object.values(filters.type.options),
      ...Object.values(filters.range.options),
    ]) {
      expect(label).toMatch(DEVANAGARI);
    }
    expect(filters.activeCount(2)).toBe('2 लागू');
    expect(mrPage.eventsPageCopy.list.count(1)).toMatch(/^1 /);
  });
});
