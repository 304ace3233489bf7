import { LecturerCourseStatusFilter } from '@kampus/contract';
import { searchFrom, useAddressQuery as useListAddress } from '../../lib/list-query.ts';

/** The lecturer's course list in the address: the shared search plus the status filter. */

export type CourseStatusFilter = (typeof LecturerCourseStatusFilter)[number];

/** `published`, `draft`, `archived`, else every status. */
export const statusFrom = (value: string | null): CourseStatusFilter =>
  (LecturerCourseStatusFilter as readonly string[]).includes(value ?? '')
    ? (value as CourseStatusFilter)
    : 'all';

export const courseListQueryOf = (url: URL) => ({
  search: searchFrom(url.searchParams.get('search')),
  status: statusFrom(url.searchParams.get('status')),
});

/** `all` is the status filter's "every status" and stays out of the address. */
export const useAddressQuery = () => useListAddress({ unfilteredValue: 'all' });
