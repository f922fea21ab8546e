/**
 * The shapes of the Programs page's content. Every
 * section is one typed object, so a second language is a second module of the same types.
 */

import type { BeltId, ClassSession, ProgramId } from '@/config/class-schedule';

/** Program detail: the six kinds of detail modal. */
export const programDetailKinds = [
  'children',
  'teen',
  'teenAdult',
  'competition',
  'blackBelt',
  'instructor',
] as const;
export type ProgramDetailKind = (typeof programDetailKinds)[number];

export interface LinkCopy {
  label: string;
  to: string;
}

/** A program (card). */
export interface Program {
  id: ProgramId;
  title: string;
  ageRange: string;
  description: string;
  benefits: readonly string[];
  schedule: readonly ClassSession[];
  /** Path of an image under /public, drawn for this project. */
  image: string;
  /** Accent of the card and its chip; decorative only, never behind text. */
  color: string;
  /** Which detail modal Learn More opens. */
  detail: ProgramDetailKind;
}

export interface ClassGroup {
  name: string;
  /** Children's classes are split by age, adult classes by level. */
  ages?: string;
  level?: string;
  schedule: string;
}

interface DetailBase {
  title: string;
  description: string;
  benefits: readonly string[];
  curriculum: readonly string[];
  schedule: readonly ClassSession[];
}

export interface ChildrenDetail extends DetailBase {
  kind: 'children';
  ageGroup: string;
  classes: readonly ClassGroup[];
  instructors: string;
}

export interface TeenDetail extends DetailBase {
  kind: 'teen';
  ageGroup: string;
  focusAreas: readonly string[];
}

export interface TeenAdultDetail extends DetailBase {
  kind: 'teenAdult';
  ageGroup: string;
  classes: readonly ClassGroup[];
}

export interface CompetitionDetail extends DetailBase {
  kind: 'competition';
  eligibility: readonly string[];
  training: readonly string[];
  competitions: readonly string[];
  achievements: readonly string[];
}

export interface BlackBeltDetail extends DetailBase {
  kind: 'blackBelt';
  eligibility: readonly string[];
  mentorship: string;
  advancement: readonly string[];
}

export interface InstructorDetail extends DetailBase {
  kind: 'instructor';
  eligibility: readonly string[];
  trainingProcess: readonly string[];
  certification: string;
}

export type ProgramDetail =
  | ChildrenDetail
  | TeenDetail
  | TeenAdultDetail
  | CompetitionDetail
  | BlackBeltDetail
  | InstructorDetail;

export type ProgramDetails = { [K in ProgramDetailKind]: Extract<ProgramDetail, { kind: K }> };

/** A testimonial. */
export interface Testimonial {
  id: string;
  initial: string;
  name: string;
  program: string;
  text: string;
}

export interface Belt {
  id: BeltId;
  name: string;
  rank: string;
  /** Main colour of the belt. */
  color: string;
  /** In-between ranks: a stripe of the next colour, or (Red Black) a belt half in each colour. */
  second?: { color: string; pattern: 'stripe' | 'half' };
  meaning: string;
}

export interface BeltExam {
  id: string;
  title: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm', local time in Maharashtra. */
  startTime: string;
  endTime: string;
  location: string;
  summary: string;
  /** 'Examination process', 'Requirements', … */
  detailsHeading: string;
  details: readonly string[];
  registration: string;
  link: LinkCopy;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface SectionIntro {
  heading: string;
  intro: string;
}
