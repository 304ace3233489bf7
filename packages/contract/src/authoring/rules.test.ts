import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PublishStatus } from '../common/enums.ts';
import { LectureCreateSchema, LectureUpdateSchema } from './lecture-schemas.ts';
import { authoringMessages as m } from './messages.ts';
import { moveToIndex, publishTransitionProblem, videoSecondsToMinutes } from './rules.ts';
import { courseFormSchema } from './schemas.ts';

const { Draft, Published, Archived } = PublishStatus;

describe('publishTransitionProblem', () => {
  it('allows Draft → Published, Published ↔ Archived and Archived → Draft', () => {
    expect(publishTransitionProblem(Draft, Published, 1)).toBeNull();
    expect(publishTransitionProblem(Published, Archived, 1)).toBeNull();
    expect(publishTransitionProblem(Archived, Published, 1)).toBeNull();
    expect(publishTransitionProblem(Archived, Draft, 0)).toBeNull();
  });

  it('refuses publishing a course without lectures', () => {
    expect(publishTransitionProblem(Draft, Published, 0)).toBe(m.publishNeedsLecture);
    expect(publishTransitionProblem(Archived, Published, 0)).toBe(m.publishNeedsLecture);
  });

  it('refuses every other move, and staying put, with a Turkish reason', () => {
    expect(publishTransitionProblem(Published, Draft, 3)).toBe(
      'Kurs "Yayında" durumundan "Taslak" durumuna alınamaz.',
    );
    expect(publishTransitionProblem(Draft, Archived, 3)).toBe(m.publishTransition(Draft, Archived));
    expect(publishTransitionProblem(Draft, Draft, 3)).toBe('Kurs zaten "Taslak" durumunda.');
  });
});

describe('moveToIndex', () => {
  it('swaps neighbours for a one-step move', () => {
    expect(moveToIndex(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveToIndex(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });

  it('keeps every item exactly once and puts the moved one at the target', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        (items, a, b) => {
          const from = a % items.length;
          const to = b % items.length;
          const moved = moveToIndex(items, from, to);
          expect([...moved].sort()).toEqual([...items].sort());
          expect(moved[to]).toBe(items[from]);
        },
      ),
    );
  });
});

describe('videoSecondsToMinutes', () => {
  it('rounds to whole minutes and gives any playable video at least one', () => {
    expect(videoSecondsToMinutes(0)).toBe(0);
    expect(videoSecondsToMinutes(Number.NaN)).toBe(0);
    expect(videoSecondsToMinutes(5)).toBe(1);
    expect(videoSecondsToMinutes(89)).toBe(1);
    expect(videoSecondsToMinutes(90)).toBe(2);
    expect(videoSecondsToMinutes(3600)).toBe(60);
  });
});

const fieldsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('courseFormSchema', () => {
  const valid = {
    name: 'Sıfırdan React',
    description: 'Bileşenler, durum ve yönlendirme.',
    skillLevel: '2',
    price: '199.90',
    discountedPrice: '149.90',
    meetingType: '0',
    coverImage: { name: 'kapak.png' },
  };

  it('reads multipart strings into numbers, booleans and lists', () => {
    const parsed = courseFormSchema().parse({ ...valid, isCertified: 'false', categoryIds: '' });
    expect(parsed).toMatchObject({ skillLevel: 2, price: 199.9, discountedPrice: 149.9, isCertified: false });
    expect(parsed.categoryIds).toEqual([]);
  });

  it('names every problem at once with the seed messages', () => {
    const fields = fieldsOf(
      courseFormSchema().safeParse({
        ...valid,
        name: 'ab',
        price: '10',
        discountedPrice: '20',
        isCertified: 'true',
        meetingType: '2',
        startDate: '2026-09-02T09:00:00Z',
        endDate: '2026-09-01T09:00:00Z',
      }),
    );
    expect(fields).toEqual({
      name: m.courseName,
      discountedPrice: 'Discounted price cannot be greater than the regular price.',
      certifications: 'You must upload at least one certificate file.',
      endDate: 'Start date cannot be after end date',
    });
  });

  it('counts the certificates a course keeps on update', () => {
    expect(
      courseFormSchema({ keptCertificates: 1 }).safeParse({ ...valid, isCertified: 'true' }).success,
    ).toBe(true);
  });

  it('needs a cover image on create only', () => {
    const { coverImage: _, ...withoutCover } = valid;
    expect(fieldsOf(courseFormSchema().safeParse(withoutCover))).toEqual({
      coverImage: m.coverImageRequired,
    });
    expect(courseFormSchema({ requireCover: false }).safeParse(withoutCover).success).toBe(true);
  });
});

describe('lecture schemas', () => {
  const base = {
    courseId: '0b6f5e1e-1111-4111-8111-111111111111',
    sectionId: '0b6f5e1e-2222-4222-8222-222222222222',
    name: 'Giriş',
  };

  it('parses quiz JSON and reports each bad question field under content', () => {
    const ok = LectureCreateSchema.parse({
      ...base,
      lectureContentType: '3',
      content: JSON.stringify({
        questions: [{ question: 'S?', options: ['a', 'b', 'c', 'd'], correctAnswer: 2 }],
      }),
    });
    expect(ok.content).toEqual({
      kind: 'quiz',
      quiz: { questions: [{ question: 'S?', options: ['a', 'b', 'c', 'd'], correctAnswer: 2 }] },
    });
    expect(
      fieldsOf(
        LectureCreateSchema.safeParse({ ...base, lectureContentType: 3, content: '{"questions":[]}' }),
      ),
    ).toEqual({ 'content.questions': m.quizQuestionsMin });
    expect(
      fieldsOf(LectureCreateSchema.safeParse({ ...base, lectureContentType: 3, content: '{nope' })),
    ).toEqual({
      content: m.quizJson,
    });
  });

  it('requires a file for Video and Html and text for Text', () => {
    expect(fieldsOf(LectureCreateSchema.safeParse({ ...base, lectureContentType: 0, content: 'x' }))).toEqual(
      {
        content: m.videoRequired,
      },
    );
    expect(fieldsOf(LectureCreateSchema.safeParse({ ...base, lectureContentType: 2 }))).toEqual({
      content: m.htmlRequired,
    });
    expect(
      fieldsOf(LectureCreateSchema.safeParse({ ...base, lectureContentType: 1, content: '  ' })),
    ).toEqual({
      content: m.textRequired,
    });
  });

  it('ignores content on update unless it is marked as updated', () => {
    const parsed = LectureUpdateSchema.parse({ id: base.courseId, name: 'Yeni', lectureContentType: '1' });
    expect(parsed).toMatchObject({ isContentUpdated: false, content: null });
    expect(parsed.durationMinute).toBeUndefined();
    expect(
      fieldsOf(
        LectureUpdateSchema.safeParse({
          id: base.courseId,
          name: 'Yeni',
          lectureContentType: '1',
          isContentUpdated: 'true',
        }),
      ),
    ).toEqual({ content: m.textRequired });
  });
});
