import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { LectureContentType, PublishStatus } from '@kampus/contract';
import { courses, lectures, sections } from '../../src/db/schema/index.ts';
import { newStorageKey } from '../../src/plugins/storage.ts';
import { API } from './catalogue.ts';
import type { TestApp } from './test-app.ts';

/**
 * A course with one lecture of every content type, inserted directly, with real files in storage:
 * section 'Giriş' holds a public Video and a Text lecture, section 'Uygulama' an Html page and a Quiz.
 */

export const QUIZ = {
  questions: [
    {
      question: 'JavaScript’te sabit hangi anahtar sözcükle tanımlanır?',
      options: ['var', 'const', 'let', 'def'],
      correctAnswer: 1,
    },
    { question: '2 + 2 kaçtır?', options: ['3', '5', '4', '22'], correctAnswer: 2 },
    {
      question: 'HTML neyin kısaltmasıdır?',
      options: ['HyperText Markup Language', 'Hızlı Metin', 'Hata', 'Hiçbiri'],
      correctAnswer: 0,
    },
  ],
} as const;
export const QUIZ_ANSWERS = QUIZ.questions.map((q) => q.correctAnswer);

export const LESSON_HTML =
  '<!doctype html><html lang="tr"><head><meta charset="utf-8"><style>h1{color:#1d4ed8}</style></head>' +
  '<body><h1>Değişkenler ve Şartlı İfadeler</h1><script>document.title = "Ders";</script></body></html>';

export type LearningCourse = {
  id: string;
  sectionIds: [string, string];
  video: string;
  text: string;
  html: string;
  quiz: string;
  lectureIds: string[];
  videoKey: string;
  htmlKey: string;
  videoBytes: Buffer;
};

export const storeFile = async (t: TestApp, area: string, extension: string, body: Buffer) => {
  const key = newStorageKey(area, extension);
  await t.app.deps.storage.put(key, Readable.from([body]), { maxBytes: 50 * 1_048_576 });
  return key;
};

export const makeLearningCourse = async (
  t: TestApp,
  spec: { lecturerId: string; name?: string; publishStatus?: number; passPercent?: number },
): Promise<LearningCourse> => {
  const { db } = t.app.deps;
  const videoBytes = randomBytes(64 * 1024 + 123);
  const videoKey = await storeFile(t, 'lectures', '.mp4', videoBytes);
  const htmlKey = await storeFile(t, 'lectures', '.html', Buffer.from(LESSON_HTML, 'utf8'));
  const [course] = await db
    .insert(courses)
    .values({
      lecturerId: spec.lecturerId,
      name: spec.name ?? 'Sıfırdan JavaScript',
      description: 'Değişkenlerden modüllere, uygulamalı JavaScript.',
      level: 0,
      publishStatus: spec.publishStatus ?? PublishStatus.Published,
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('course not created');
  const [first, second] = await db
    .insert(sections)
    .values([
      { courseId: course.id, name: 'Giriş', description: 'Temeller', orderNumber: 0 },
      { courseId: course.id, name: 'Uygulama', orderNumber: 1 },
    ])
    .returning({ id: sections.id });
  if (!first || !second) throw new Error('sections not created');
  const base = { courseId: course.id };
  const [video, text, html, quiz] = await db
    .insert(lectures)
    .values([
      {
        ...base,
        sectionId: first.id,
        name: 'Tanışma videosu',
        contentType: LectureContentType.Video,
        contentKey: videoKey,
        contentFileName: 'tanisma.mp4',
        isPublic: true,
        orderNumber: 0,
        durationMinute: 12,
      },
      {
        ...base,
        sectionId: first.id,
        name: 'Değişkenler',
        description: 'let ve const',
        contentType: LectureContentType.Text,
        contentText: 'const sabit, let değişken tanımlar.',
        orderNumber: 1,
        durationMinute: 8,
      },
      {
        ...base,
        sectionId: second.id,
        name: 'Etkileşimli sayfa',
        contentType: LectureContentType.Html,
        contentKey: htmlKey,
        contentFileName: 'sayfa.html',
        orderNumber: 0,
        durationMinute: 15,
      },
      {
        ...base,
        sectionId: second.id,
        name: 'Bölüm sonu quizi',
        contentType: LectureContentType.Quiz,
        quiz: {
          questions: QUIZ.questions.map((q) => ({
            ...q,
            options: [...q.options] as [string, string, string, string],
          })),
          ...(spec.passPercent ? { passPercent: spec.passPercent } : {}),
        },
        orderNumber: 1,
        durationMinute: 5,
      },
    ])
    .returning({ id: lectures.id });
  if (!video || !text || !html || !quiz) throw new Error('lectures not created');
  return {
    id: course.id,
    sectionIds: [first.id, second.id],
    video: video.id,
    text: text.id,
    html: html.id,
    quiz: quiz.id,
    lectureIds: [video.id, text.id, html.id, quiz.id],
    videoKey,
    htmlKey,
    videoBytes,
  };
};

const headers = (token?: string, extra: Record<string, string> = {}) => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...extra,
});

/** JSON calls under the API prefix: status and parsed envelope. */
export const call = async (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown } = {},
) => {
  const res = await t.app.inject({
    method,
    url: `${API}${url}`,
    headers: headers(options.token),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};

/** A raw GET of a full path (signed links carry their own prefix), with any extra headers. */
export const fetchRaw = (t: TestApp, path: string, extra: Record<string, string> = {}, token?: string) =>
  t.app.inject({ method: 'GET', url: path, headers: headers(token, extra) });
