import {
  experienceLabels,
  genderLabels,
  howDidYouHearLabels,
  programLabels,
} from '@contracts/enum-labels';
import {
  experienceLevels,
  genders,
  howDidYouHearOptions,
  programs,
  type Program,
} from '@contracts/enums';
import type { SelectOption } from '@/components/ui/select-field';

// The drop-downs' choices, in the contracts' display order, with their human labels.

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value): SelectOption => ({ value, label: labels[value] }));

export const genderOptions = optionsOf(genders, genderLabels);
export const programOptions = optionsOf(programs, programLabels);
export const experienceOptions = optionsOf(experienceLevels, experienceLabels);
export const howDidYouHearOptionList = optionsOf(howDidYouHearOptions, howDidYouHearLabels);

export function isProgram(value: unknown): value is Program {
  return typeof value === 'string' && (programs as readonly string[]).includes(value);
}

/** The program's label; a value this app does not know (yet) is shown as stored. */
export function programLabel(value: string): string {
  return isProgram(value) ? programLabels[value] : value;
}

/** How the member's list shows a status: approved and rejected as such, anything else pending. */
export type EnrollmentStatusKind = 'approved' | 'rejected' | 'pending';

/** Approved and rejected are shown as such; anything else is pending. */
export function enrollmentStatusKind(status: string): EnrollmentStatusKind {
  return status === 'approved' || status === 'rejected' ? status : 'pending';
}
