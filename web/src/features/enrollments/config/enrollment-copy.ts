export const enrollmentHistoryCopy = {
  empty: "You haven't enrolled in any programs yet.",
  columns: { reference: 'Reference', program: 'Program', status: 'Status', date: 'Date' },
} as const;

/** Spec §3: approved and rejected are shown as they are; anything else is pending. */
export function enrollmentStatusLabel(status: string): string {
  return status === 'approved' || status === 'rejected' ? status : 'pending';
}
