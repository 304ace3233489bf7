import { LecturerCourseStatusFilter } from '@kampus/contract';
import { pagedQueryFrom, searchFrom, useAddressQuery as useListAddress } from '../../lib/list-query.ts';

/** The lecturer lists' address state: the shared page and search, plus the course list's status filter. */

export { safeReturnUrl } from '../../lib/list-query.ts';

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

export const codeListQueryOf = (url: URL) => pagedQueryFrom(url.searchParams);

/** `all` is the status filter's "every status" and stays out of the address. */
export const useAddressQuery = () => useListAddress({ unfilteredValue: 'all' });
