import { PublishStatus, Role, RoleName } from '@kampus/contract';
import { z } from 'zod';
import { AREA_KEYS } from './demo-content.ts';
import { readDemoData } from './read-demo-data.ts';

/**
 * The demo catalogue: who teaches and learns, the categories and tags, and every course with its outline. The data
 * is in `demo-data/*.json`; this file gives it types, checks it, and checks that every reference (a course's lecturer,
 * categories and tags, a rating's course and rater) names something that exists.
 */

const CategorySchema = z.object({ title: z.string().min(1), description: z.string() });
export const DEMO_CATEGORIES = readDemoData('categories.json', z.record(z.string(), CategorySchema));
export type DemoCategoryKey = string;

export const DEMO_TAGS = readDemoData('tags.json', z.array(z.string().min(1)));
export type DemoTag = string;

export type DemoPerson = {
  key: string;
  email: string;
  password: string;
  name: string;
  surname: string;
  roles: Role[];
  /** Printed at start as one of the demo accounts. */
  isListed: boolean;
};

const PersonSchema = z.object({
  key: z.string().min(1),
  email: z.email(),
  password: z.string().min(8),
  name: z.string().min(1),
  surname: z.string().min(1),
  roles: z.array(z.enum(RoleName)).min(1),
  isListed: z.boolean(),
});

export const DEMO_PEOPLE: DemoPerson[] = readDemoData('people.json', z.array(PersonSchema)).map((p) => ({
  ...p,
  roles: p.roles.map((name) => Role[name]),
}));

export const COVER_KEYS = [
  'web',
  'react',
  'javascript',
  'typescript',
  'python',
  'data',
  'ai',
  'mobile',
  'devops',
  'security',
  'games',
  'database',
] as const;
export type CoverKey = (typeof COVER_KEYS)[number];

const StatusName = z.enum(['Draft', 'Published', 'Archived']);

const CourseSchema = z.object({
  key: z.string().min(1),
  name: z.string().min(3),
  description: z.string(),
  categories: z.array(z.string()).min(1),
  tags: z.array(z.string()),
  level: z.literal([0, 1, 2]),
  /** Lira. */
  price: z.number().min(0),
  discountedPrice: z.number().min(0),
  lecturer: z.string(),
  cover: z.enum(COVER_KEYS),
  area: z.enum(AREA_KEYS),
  /** Three section titles; each section gets a video, a text or HTML lesson, and the last one a quiz. */
  sections: z.tuple([z.string(), z.string(), z.string()]),
  status: StatusName,
  isCertified: z.boolean(),
});

export type DemoCourse = Omit<z.infer<typeof CourseSchema>, 'status'> & { status: PublishStatus };

export const DEMO_COURSES: DemoCourse[] = readDemoData('courses.json', z.array(CourseSchema)).map((c) => ({
  ...c,
  status: PublishStatus[c.status],
}));

/** Courses the demo student owns, with how many of their lectures are done. */
export const DEMO_STUDENT_PROGRESS = readDemoData(
  'student-progress.json',
  z.array(
    z.object({ course: z.string(), completedLectures: z.int().min(0), isStarted: z.boolean().optional() }),
  ),
);

/** Ratings by the demo learners (each also owns the course, as ratings require). */
export const DEMO_RATINGS = readDemoData(
  'ratings.json',
  z.array(
    z.object({ course: z.string(), by: z.string(), rating: z.int().min(1).max(5), comment: z.string() }),
  ),
);

/** Demo discount codes; values in percent or lira as the lecturer and admin forms take them. */
export const DEMO_DISCOUNT_CODES = readDemoData(
  'discount-codes.json',
  z.array(
    z.object({
      code: z.string().regex(/^[A-Z0-9]+$/),
      owner: z.string(),
      course: z.string().nullable(),
      type: z.literal([0, 1, 2, 3]),
      value: z.number().min(0),
      isReusable: z.boolean(),
    }),
  ),
);

/** Every name the data uses must exist in the data: a typo would otherwise seed a course without its lecturer. */
const checkReferences = () => {
  const people = new Set(DEMO_PEOPLE.map((p) => p.key));
  const courses = new Set(DEMO_COURSES.map((c) => c.key));
  const tags = new Set(DEMO_TAGS);
  const problems: string[] = [];
  const expect = (isKnown: boolean, what: string) => {
    if (!isKnown) problems.push(what);
  };
  for (const c of DEMO_COURSES) {
    expect(people.has(c.lecturer), `course ${c.key}: lecturer ${c.lecturer}`);
    for (const k of c.categories) expect(k in DEMO_CATEGORIES, `course ${c.key}: category ${k}`);
    for (const t of c.tags) expect(tags.has(t), `course ${c.key}: tag ${t}`);
  }
  for (const p of DEMO_STUDENT_PROGRESS) expect(courses.has(p.course), `progress: course ${p.course}`);
  for (const r of DEMO_RATINGS) {
    expect(courses.has(r.course), `rating: course ${r.course}`);
    expect(people.has(r.by), `rating: rater ${r.by}`);
  }
  for (const d of DEMO_DISCOUNT_CODES) {
    expect(people.has(d.owner), `code ${d.code}: owner ${d.owner}`);
    expect(d.course === null || courses.has(d.course), `code ${d.code}: course ${d.course}`);
  }
  if (problems.length > 0) throw new Error(`demo data names unknown entries: ${problems.join('; ')}`);
};
checkReferences();
