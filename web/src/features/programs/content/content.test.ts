import { describe, expect, it } from 'vitest';
import { beltSection } from '@/features/programs/content/belts';
import { eligibilitySection } from '@/features/programs/content/eligibility';
import { examSection } from '@/features/programs/content/exams';
import { faqSection } from '@/features/programs/content/faq';
import { programDetails } from '@/features/programs/content/program-details';
import { programsSection } from '@/features/programs/content/programs';
import { classTimes, formatClassTimes } from '@/config/class-schedule';
import { testimonialSection } from '@/features/programs/content/testimonials';
import { programIds } from '@/config/class-schedule';
import { programDetailKinds } from '@/features/programs/content/types';

const { programs } = programsSection;

describe('programs', () => {
  it('has the six programs in chip order', () => {
    expect(programs.map((program) => program.id)).toEqual([...programIds]);
    expect(programIds).toEqual([
      'children',
      'teens',
      'adults',
      'competition',
      'black-belt',
      'instructor',
    ]);
  });

  it.each(programs.map((program) => [program.id, program] as const))(
    '%s has every field of a card',
    (_id, program) => {
      expect(program.title.trim()).not.toBe('');
      expect(program.ageRange.trim()).not.toBe('');
      // Long enough that both card sizes really shorten it.
      expect(program.description.length).toBeGreaterThan(200);
      expect(program.benefits.length).toBeGreaterThanOrEqual(3);
      expect(program.schedule).toBe(classTimes[program.id]);
      expect(program.image).toMatch(/^\/images\/programs\/[a-z-]+\.svg$/);
      expect(program.color).toMatch(/^#[0-9a-f]{6}$/);
    },
  );

  it('opens a different detail kind from each program, covering all six', () => {
    expect(new Set(programs.map((program) => program.detail))).toEqual(new Set(programDetailKinds));
  });

  it("uses the association's age bands", () => {
    const age = Object.fromEntries(programs.map((program) => [program.id, program.ageRange]));
    expect(age).toMatchObject({
      children: '5-12 years',
      teens: '13-17 years',
      adults: '18+ years',
    });
  });
});

describe('class schedules (word for word)', () => {
  it.each([
    ['children', 'Mon and Wed 4:00-5:00 PM, Sat 10-11 AM'],
    ['teens', 'Tue and Thu 5:30-6:30 PM, Sat 11:30 AM-12:30 PM'],
    ['adults', 'Mon, Wed, Fri 7:00-8:30 PM, Sat 1:00-2:30 PM'],
    ['competition', 'Tue and Thu 7-9 PM, Sun 10 AM-12 PM'],
    ['black-belt', 'Wed 8:30-10 PM, Sat 3-4:30 PM'],
    ['instructor', 'Fri 8:30-10 PM, plus by arrangement'],
  ] as const)('%s: %s', (id, line) => {
    expect(formatClassTimes(classTimes[id])).toBe(line);
  });
});

describe('program details', () => {
  it.each(programDetailKinds.map((kind) => [kind] as const))(
    '%s has a title, description, benefits, curriculum and schedule',
    (kind) => {
      const detail = programDetails[kind];
      expect(detail.kind).toBe(kind);
      expect(detail.title.trim()).not.toBe('');
      expect(detail.description.trim()).not.toBe('');
      expect(detail.benefits.length).toBeGreaterThan(0);
      expect(detail.curriculum.length).toBeGreaterThan(0);
      expect(detail.schedule.length).toBeGreaterThan(0);
    },
  );

  it("states the association's eligibility facts", () => {
    expect(programDetails.competition.eligibility).toContain('At least a green belt');
    expect(programDetails.blackBelt.eligibility).toContain('1st Dan or higher');
    expect(programDetails.instructor.eligibility).toContain('1st Dan or higher');
    expect(programDetails.blackBelt.advancement.join(' ')).toContain('2-3 years');
  });
});

describe('eligibility section', () => {
  it('covers every program and the progression facts', () => {
    expect(eligibilitySection.rules.map((rule) => rule.id)).toEqual([...programIds]);
    const text = eligibilitySection.progression.join(' ');
    expect(text).toContain('1st to 2nd Dan takes 2-3 years');
    expect(text).toContain('1 year as a red-black belt, recommendation letters and a thesis');
    expect(text).toContain('two weeks before');
  });
});

describe('belts', () => {
  it('lists the 11 belts in order, each with a colour', () => {
    expect(beltSection.belts.map((belt) => belt.name)).toEqual([
      'White',
      'Yellow',
      'Yellow Green',
      'Green',
      'Green Blue',
      'Blue',
      'Blue Red',
      'Red',
      'Red Advanced',
      'Red Black',
      'Black',
    ]);
    for (const belt of beltSection.belts) expect(belt.color).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('belt examinations', () => {
  it('has the four exam dates', () => {
    expect(examSection.exams.map((exam) => [exam.title, exam.date])).toEqual([
      ['Winter Belt Examination', '2025-02-23'],
      ['Spring Belt Examination', '2025-04-27'],
      ['Black Belt Examination', '2025-05-18'],
      ['Summer Belt Promotion Ceremony', '2025-06-15'],
    ]);
  });

  it('gives each a time range, a place, a process or requirements and a link to /contact', () => {
    for (const exam of examSection.exams) {
      expect(exam.startTime < exam.endTime).toBe(true);
      expect(exam.location).not.toBe('');
      expect(exam.details.length).toBeGreaterThan(0);
      expect(exam.link.to).toBe('/contact');
    }
  });
});

describe('testimonials', () => {
  it('has five, each with id, initial, name, program and text', () => {
    const { testimonials } = testimonialSection;
    expect(testimonials).toHaveLength(5);
    expect(new Set(testimonials.map((item) => item.id)).size).toBe(5);
    for (const item of testimonials) {
      expect(item.initial).toBe(item.name.charAt(0));
      expect(item.program).not.toBe('');
      expect(item.text).not.toBe('');
    }
  });
});

describe('FAQ', () => {
  it("answers five questions with the association's facts", () => {
    expect(faqSection.items).toHaveLength(5);
    const answers = faqSection.items.map((item) => item.answer).join(' ');
    expect(answers).toContain('start at age 5');
    expect(answers).toContain('2-3 times a week');
    expect(answers).toContain('about 3-5 years');
    expect(answers).toContain('at least a green belt');
  });
});
