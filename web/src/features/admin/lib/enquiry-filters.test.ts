import { describe, expect, it } from 'vitest';
import type { Contact } from '@contracts/contact';
import {
  countNew,
  filterEnquiries,
  filtersFromQuery,
  queryFromFilters,
} from '@/features/admin/lib/enquiry-filters';

const enquiry = (id: string, status: string, enquiryType: string): Contact => ({
  _id: id,
  id,
  uid: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '',
  subject: 'Classes',
  message: 'When do the classes start?',
  enquiryType,
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const inbox = [
  enquiry('a', 'new', 'training'),
  enquiry('b', 'read', 'training'),
  enquiry('c', 'new', 'event'),
  enquiry('d', 'spam', 'general'),
];

describe('enquiry filters', () => {
  it('reads known values from the query and treats anything else as all', () => {
    expect(filtersFromQuery(new URLSearchParams('status=spam&type=event'))).toEqual({
      status: 'spam',
      type: 'event',
    });
    expect(filtersFromQuery(new URLSearchParams('status=deleted&type=<b>'))).toEqual({
      status: 'all',
      type: 'all',
    });
  });

  it('writes only the filters that narrow the list', () => {
    expect(queryFromFilters({ status: 'all', type: 'all' }).toString()).toBe('');
    expect(queryFromFilters({ status: 'new', type: 'all' }).toString()).toBe('status=new');
  });

  it('keeps the messages matching both filters, in their order', () => {
    const ids = (status: string, type: string) =>
      filterEnquiries(inbox, filtersFromQuery(new URLSearchParams({ status, type }))).map(
        (item) => item.id,
      );
    expect(ids('all', 'all')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids('new', 'all')).toEqual(['a', 'c']);
    expect(ids('all', 'training')).toEqual(['a', 'b']);
    expect(ids('new', 'event')).toEqual(['c']);
    expect(ids('closed', 'all')).toEqual([]);
  });

  it('counts the new messages', () => {
    expect(countNew(inbox)).toBe(2);
    expect(countNew([])).toBe(0);
  });
});
