import { enrollmentDefaults } from '@contracts/enrollment';
import type { SessionUser } from '@/features/auth/types';
import { isProgram } from '@/features/enrollments/config/enrollment-options';

/**
 * The form's values: text for every field (selects included), a flag for the terms box. A type
 * alias rather than an interface, so it fits useForm's record of values.
 */
export type EnrollmentValues = {
  /** One of the member's athletes, or '' for someone else (nothing linked). */
  athleteId: string;
  fullName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  gender: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  emergencyContact: string;
  emergencyPhone: string;
  program: string;
  experience: string;
  medicalConditions: string;
  howDidYouHear: string;
  terms: boolean;
};

/**
 * A fresh form with the defaults: the account's email filled in, and the program chosen on the
 * page that linked here (/enroll?program=teens) when it is one we offer. The name starts empty:
 * the student is often not the account holder (a parent enrolling a child), and a prefilled wrong
 * name is easy to overlook. (The end-to-end suite expects 'Full name is required' on an empty submit.)
 */
export function initialEnrollmentValues(
  user: SessionUser | null,
  requestedProgram: string | null,
): EnrollmentValues {
  return {
    athleteId: '',
    fullName: '',
    email: user?.email ?? '',
    phone: '',
    dateOfBirth: '',
    gender: '',
    address: '',
    city: '',
    state: enrollmentDefaults.state,
    pincode: '',
    emergencyContact: '',
    emergencyPhone: '',
    program: isProgram(requestedProgram) ? requestedProgram : enrollmentDefaults.program,
    experience: enrollmentDefaults.experience,
    medicalConditions: '',
    howDidYouHear: '',
    terms: false,
  };
}

/** Today in Maharashtra as YYYY-MM-DD: the latest date the date-of-birth picker offers. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}
