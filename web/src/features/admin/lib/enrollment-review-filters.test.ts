import { describe, expect, it } from 'vitest';
import {
  filtersFromQuery,
  isFiltered,
  NO_FILTERS,
  pageQuery,
  queryFromFilters,
} from '@/features/admin/lib/enrollment-review-filters';

describe('enrollment review filters', () => {
  it('reads the filters the API accepts from the URL, anything else meaning all', () => {
    expect(
      filtersFromQuery(new URLSearchParams('status=approved&program=teens&q=%20asha%20')),
    ).toEqual({ status: 'approved', program: 'teens', q: 'asha' });
    expect(
      filtersFromQuery(new URLSearchParams(`status=archived&program=karate&q=${'x'.repeat(101)}`)),
    ).toEqual(NO_FILTERS);
    expect(filtersFromQuery(new URLSearchParams())).toEqual(NO_FILTERS);
  });

  it('writes only the filters that narrow the list, under the API’s names', () => {
    expect(queryFromFilters(NO_FILTERS).toString()).toBe('');
    expect(queryFromFilters({ ...NO_FILTERS, q: '   ' }).toString()).toBe('');
    expect(
      queryFromFilters({ status: 'pending', program: 'adults', q: ' Asha P ' }).toString(),
    ).toBe('status=pending&program=adults&q=Asha+P');
  });

  it('adds the cursor for the next page without changing the filters', () => {
    const filters = new URLSearchParams('status=pending');
    expect(pageQuery(filters, null).toString()).toBe('status=pending');
    expect(pageQuery(filters, '2026-11-24T10:00:00.000Z').toString()).toBe(
      'status=pending&before=2026-11-24T10%3A00%3A00.000Z',
    );
    expect(filters.toString()).toBe('status=pending');
  });

  it('knows when the list is narrowed', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, program: 'teens' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, q: 'a' })).toBe(true);
  });
});
