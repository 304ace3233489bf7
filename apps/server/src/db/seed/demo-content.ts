import { z } from 'zod';
import type { QuizQuestion } from '../schema/index.ts';
import { readDemoData } from './read-demo-data.ts';

/**
 * Lesson material of the demo catalogue, by subject area: two text lessons, one HTML page (a file under
 * assets/pages) and one quiz per area. Courses of an area share it; each course copies it into its own lectures.
 * The material itself is `demo-data/areas.json`.
 */
export type AreaContent = {
  texts: [{ title: string; body: string }, { title: string; body: string }];
  page: { title: string; file: string };
  quiz: { title: string; questions: QuizQuestion[] };
};

export const AREA_KEYS = [
  'web',
  'javascript',
  'react',
  'python',
  'data',
  'ai',
  'mobile',
  'devops',
  'security',
  'games',
  'database',
  'basics',
] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

const TextSchema = z.object({ title: z.string().min(1), body: z.string().min(1) });
const QuestionSchema = z.object({
  question: z.string().min(1),
  options: z.tuple([z.string(), z.string(), z.string(), z.string()]),
  correctAnswer: z.int().min(0).max(3),
});
const AreaSchema = z.object({
  texts: z.tuple([TextSchema, TextSchema]),
  page: z.object({ title: z.string().min(1), file: z.string().regex(/^[a-z-]+\.html$/) }),
  quiz: z.object({ title: z.string().min(1), questions: z.array(QuestionSchema).min(1) }),
});

export const AREAS: Record<AreaKey, AreaContent> = readDemoData(
  'areas.json',
  z.record(z.enum(AREA_KEYS), AreaSchema),
);
