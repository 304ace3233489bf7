import { describe, expect, it } from 'vitest';
import { courseWith, lecture, section } from '../../../test/learning-course.ts';
import { defaultLectureId, neighboursOf, selectedLectureId } from './lecture-selection.ts';

describe('defaultLectureId', () => {
  it('picks the first lecture not yet completed, across sections', () => {
    const a = lecture({ name: 'a', isCompleted: true });
    const b = lecture({ name: 'b', isCompleted: true });
    const c = lecture({ name: 'c' });
    const d = lecture({ name: 'd' });
    const course = courseWith([section('Giriş', [a, b]), section('Temeller', [c, d])]);
    expect(defaultLectureId(course)).toBe(c.id);
  });

  it('falls back to the first lecture of the first section when every lecture is completed', () => {
    const a = lecture({ isCompleted: true });
    const b = lecture({ isCompleted: true });
    const course = courseWith([section('Giriş', [a]), section('Temeller', [b])]);
    expect(defaultLectureId(course)).toBe(a.id);
  });

  it('skips an empty first section and locked lectures', () => {
    const locked = lecture({ isLocked: true });
    const open = lecture();
    const course = courseWith([section('Boş', []), section('Temeller', [locked, open])]);
    expect(defaultLectureId(course)).toBe(open.id);
  });

  it('is null for a course without lectures', () => {
    expect(defaultLectureId(courseWith([section('Boş', [])]))).toBeNull();
  });
});

describe('selectedLectureId', () => {
  const a = lecture({ isCompleted: true });
  const b = lecture();
  const course = courseWith([section('Giriş', [a, b])]);

  it('keeps the lecture named in the address', () => {
    expect(selectedLectureId(course, a.id)).toBe(a.id);
  });

  it('uses the default for an unknown or missing lecture id', () => {
    expect(selectedLectureId(course, '00000000-0000-4000-8000-999999999999')).toBe(b.id);
    expect(selectedLectureId(course, null)).toBe(b.id);
  });
});

describe('neighboursOf', () => {
  it('crosses section borders and stops at both ends', () => {
    const a = lecture();
    const b = lecture();
    const c = lecture();
    const course = courseWith([section('Giriş', [a, b]), section('Temeller', [c])]);
    expect(neighboursOf(course, b.id).next?.lecture.id).toBe(c.id);
    expect(neighboursOf(course, c.id).previous?.lecture.id).toBe(b.id);
    expect(neighboursOf(course, a.id).previous).toBeNull();
    expect(neighboursOf(course, c.id).next).toBeNull();
  });
});
