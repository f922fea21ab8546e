import { isAdultOn } from '@contracts/date-of-birth';
import { isoDateSchema } from '@contracts/formats';
import { fetchOwnDateOfBirth } from '@/features/athletes/api/athletes-api';
import type { ApiError } from '@/lib/api-errors';

/** What the member still has to do before the server accepts their consent for a child. */
export interface GuardianGaps {
  /** Certainly missing (true), or not known from here (null: shown as "if not done yet"). */
  verifyEmail: boolean | null;
  dateOfBirth: boolean;
}

/**
 * The server refuses with one code for both reasons. The profile tells us the date of birth, so
 * with an adult one on file only the email can be missing; field names in the refusal, when the
 * server sends them, settle it outright.
 */
export async function findGuardianGaps(refusal: ApiError): Promise<GuardianGaps> {
  const fields = Object.keys(refusal.errors ?? {});
  if (fields.length > 0) {
    return {
      verifyEmail: fields.some((field) => field.toLowerCase().includes('email')),
      dateOfBirth: fields.some((field) => field.toLowerCase().includes('dateofbirth')),
    };
  }
  try {
    const dateOfBirth = await fetchOwnDateOfBirth();
    const adult = isoDateSchema.safeParse(dateOfBirth).success && isAdultOn(dateOfBirth);
    return adult
      ? { verifyEmail: true, dateOfBirth: false }
      : { verifyEmail: null, dateOfBirth: true };
  } catch {
    return { verifyEmail: null, dateOfBirth: true };
  }
}
