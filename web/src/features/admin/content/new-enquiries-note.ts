// Beside the Admin link in the header, on every page of an admin's visit: kept apart from the
// admin screens' copy so the initial bundle carries only this line.

/** What the Admin link says while enquiries wait unopened. */
export const newEnquiriesNote = (count: number) =>
  `${count} new ${count === 1 ? 'enquiry' : 'enquiries'}`;
