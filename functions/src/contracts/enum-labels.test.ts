import { describe, expect, it } from 'vitest';
import {
  enquiryTypeLabels,
  eventTypeLabels,
  experienceLabels,
  genderLabels,
  howDidYouHearLabels,
  programLabels,
} from './enum-labels';
import {
  enquiryTypes,
  eventTypes,
  experienceLevels,
  genders,
  howDidYouHearOptions,
  programs,
} from './enums';

describe('enum labels', () => {
  it.each([
    ['programs', programs, programLabels],
    ['genders', genders, genderLabels],
    ['experience levels', experienceLevels, experienceLabels],
    ['how-did-you-hear options', howDidYouHearOptions, howDidYouHearLabels],
    ['enquiry types', enquiryTypes, enquiryTypeLabels],
    ['event types', eventTypes, eventTypeLabels],
  ] as const)('label every one of the %s, and nothing else', (_, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const label of Object.values(labels)) expect(label.trim()).not.toBe('');
  });

  it('show the age bands of the enrollment options', () => {
    expect(programLabels.childrens).toContain('4-12');
    expect(programLabels.teens).toContain('13-17');
    expect(programLabels.adults).toContain('18+');
  });
});
