import { describe, expect, it } from 'vitest';
import { LectureCreateSchema, LectureUpdateSchema } from './lecture-schemas.ts';
import { courseFormSchema } from './schemas.ts';

describe('lecturer form schemas', () => {
  // Found by input fuzzing: the cross-field checks read fields of whatever arrived and threw on null.
  it.each([null, [], 'metin', 42, true])('refuse %j as a whole form instead of throwing', (input) => {
    for (const schema of [courseFormSchema(), LectureCreateSchema, LectureUpdateSchema]) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
    }
  });

  it('still name every problem of an object at once', () => {
    const result = LectureCreateSchema.safeParse({ lectureContentType: 1, content: '' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'courseId', 'sectionId', 'content']));
  });
});
