/** One enrollment as the member's history lists it (spec §3 "Enrollment"). */
export interface EnrollmentSummary {
  _id: string;
  referenceNumber: string;
  program: string;
  /** approved, rejected; anything else is shown as pending. */
  status: string;
  createdAt: string;
}
