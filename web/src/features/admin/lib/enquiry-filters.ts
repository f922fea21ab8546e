import { contactStatuses, type Contact, type ContactStatus } from '@contracts/contact';
import { enquiryTypes, type EnquiryType } from '@contracts/enums';

export interface EnquiryFilters {
  status: ContactStatus | 'all';
  type: EnquiryType | 'all';
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | 'all' =>
  values.includes(value as T) ? (value as T) : 'all';

/** The filters in a URL query (`status`, `type`); anything unknown means all. */
export function filtersFromQuery(query: URLSearchParams): EnquiryFilters {
  return {
    status: oneOf(contactStatuses, query.get('status')),
    type: oneOf(enquiryTypes, query.get('type')),
  };
}

/** The query for `filters`, leaving out the ones set to all so plain /admin/enquiries stays clean. */
export function queryFromFilters(filters: EnquiryFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.type !== 'all') query.set('type', filters.type);
  return query;
}

export function filterEnquiries(enquiries: readonly Contact[], filters: EnquiryFilters): Contact[] {
  return enquiries.filter(
    (enquiry) =>
      (filters.status === 'all' || enquiry.status === filters.status) &&
      (filters.type === 'all' || enquiry.enquiryType === filters.type),
  );
}

export const countNew = (enquiries: readonly Contact[]): number =>
  enquiries.filter((enquiry) => enquiry.status === 'new').length;
