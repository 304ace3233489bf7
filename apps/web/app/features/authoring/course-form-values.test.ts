import { MeetingType } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import { courseFormData, newCourseValues } from './course-form-values.ts';

describe('courseFormData: the seats of an onsite course', () => {
  const onsite = (capacity: number | string) => ({
    ...newCourseValues(),
    meetingType: String(MeetingType.Onsite),
    startDate: '2026-09-01',
    endDate: '2026-09-30',
    capacity,
  });

  it('sends the capacity of an onsite course, and an empty value to clear the limit', () => {
    expect(courseFormData(onsite(24)).get('capacity')).toBe('24');
    expect(courseFormData(onsite('')).get('capacity')).toBe('');
  });

  it('sends no capacity for an online course', () => {
    expect(courseFormData({ ...newCourseValues(), capacity: 24 }).has('capacity')).toBe(false);
  });
});
