import { z } from 'zod';

// The closed value sets of the API. Arrays keep the order screens show them in; the zod enums are
// what both the forms and the server validate with.

export const eventTypes = [
  'tournament',
  'seminar',
  'belt-test',
  'training-camp',
  'workshop',
  'demonstration',
  'other',
] as const;
export const eventTypeSchema = z.enum(eventTypes);
export type EventType = z.infer<typeof eventTypeSchema>;

export const enquiryTypes = ['general', 'membership', 'event', 'training', 'other'] as const;
export const enquiryTypeSchema = z.enum(enquiryTypes);
export type EnquiryType = z.infer<typeof enquiryTypeSchema>;

export const genders = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export const genderSchema = z.enum(genders);
export type Gender = z.infer<typeof genderSchema>;

export const programs = [
  'beginners',
  'intermediate',
  'advanced',
  'competitive',
  'childrens',
  'teens',
  'adults',
] as const;
export const programSchema = z.enum(programs);
export type Program = z.infer<typeof programSchema>;

export const experienceLevels = ['none', 'less-than-1', '1-3', '3-5', '5-plus'] as const;
export const experienceSchema = z.enum(experienceLevels);
export type Experience = z.infer<typeof experienceSchema>;

export const howDidYouHearOptions = [
  'friend',
  'social-media',
  'search-engine',
  'event',
  'advertisement',
  'other',
] as const;
export const howDidYouHearSchema = z.enum(howDidYouHearOptions);
export type HowDidYouHear = z.infer<typeof howDidYouHearSchema>;

export const galleryCategories = [
  'tournament',
  'training',
  'demonstration',
  'celebration',
  'belt-ceremony',
  'seminar',
  'other',
] as const;
export const galleryCategorySchema = z.enum(galleryCategories);
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;
