import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { LectureContentType, videoSecondsToMinutes } from '@kampus/contract';
import { webmDuration } from '../../modules/authoring/video-duration.ts';
import { COVER_AREA } from '../../modules/catalogue/course-cards.ts';
import { newStorageKey, type Storage } from '../../plugins/storage.ts';
import type { lectures } from '../schema/index.ts';
import { DEMO_COURSES, type DemoCourse } from './demo-catalogue.ts';
import { AREAS } from './demo-content.ts';

/* The demo's files (covers, the lesson video, lesson pages) and the outline of sections and lectures that use them. */

const ASSETS = path.join(import.meta.dirname, 'assets');
export const VIDEO_FILE = 'ders-videosu.webm';
export const DEMO_VIDEO_PATH = path.join(ASSETS, 'video', VIDEO_FILE);

/** The demo video's length in lecture minutes, read from the file with the reader that lecturer uploads go through. */
export const demoVideoMinutes = async (): Promise<number> => {
  const file = await open(DEMO_VIDEO_PATH);
  try {
    const head = Buffer.alloc(512 * 1024);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    const seconds = await webmDuration(head.subarray(0, bytesRead));
    if (!seconds) throw new Error(`${VIDEO_FILE}: the file does not say how long it is`);
    return videoSecondsToMinutes(seconds);
  } finally {
    await file.close();
  }
};

const putFile = async (storage: Storage, file: string, key: string) => {
  await storage.put(key, createReadStream(file), { maxBytes: 50 * 1_048_576 });
  return key;
};

/** The media every course points at: one stored copy of each asset, then an independent copy per use. */
export const storeMedia = async (storage: Storage) => {
  const coverOriginals = new Map<string, string>();
  for (const cover of new Set(DEMO_COURSES.map((c) => c.cover)))
    coverOriginals.set(
      cover,
      await putFile(storage, path.join(ASSETS, 'covers', `${cover}.jpg`), newStorageKey(COVER_AREA, '.jpg')),
    );
  const video = await putFile(
    storage,
    path.join(ASSETS, 'video', VIDEO_FILE),
    newStorageKey('lectures', '.webm'),
  );
  const pageOriginals = new Map<string, string>();
  for (const area of new Set(DEMO_COURSES.map((c) => c.area))) {
    const file = AREAS[area].page.file;
    pageOriginals.set(
      area,
      await putFile(storage, path.join(ASSETS, 'pages', file), newStorageKey('lectures', '.html')),
    );
  }
  const copies: string[] = [];
  const copy = async (from: string, area: string, ext: string) => {
    const key = newStorageKey(area, ext);
    await storage.copy(from, key);
    copies.push(key);
    return key;
  };
  return {
    videoMinutes: await demoVideoMinutes(),
    cover: (c: DemoCourse) => copy(coverOriginals.get(c.cover) as string, COVER_AREA, '.jpg'),
    video: () => copy(video, 'lectures', '.webm'),
    page: (c: DemoCourse) => copy(pageOriginals.get(c.area) as string, 'lectures', '.html'),
    originals: [...coverOriginals.values(), video, ...pageOriginals.values()],
    copies,
  };
};

type LectureRow = typeof lectures.$inferInsert;

/**
 * The outline of one course: three sections; a public welcome video, a text lesson and an HTML page; a video
 * and a second text lesson; a video, the quiz and a closing text. Videos last as long as the demo video file;
 * the other durations vary a little from course to course.
 */
export const outlineOf = async (
  c: DemoCourse,
  index: number,
  media: Awaited<ReturnType<typeof storeMedia>>,
): Promise<
  Array<{ name: string; lectures: Omit<LectureRow, 'courseId' | 'sectionId' | 'orderNumber'>[] }>
> => {
  const area = AREAS[c.area];
  const vary = (base: number, step: number) => base + ((index * step) % 7);
  // A video lecture lasts as long as its file, as it would if a lecturer had uploaded it.
  const video = async (name: string, description: string, isPublic = false) => ({
    name,
    description,
    contentType: LectureContentType.Video,
    durationMinute: media.videoMinutes,
    isPublic,
    contentKey: await media.video(),
    contentFileName: VIDEO_FILE,
  });
  const text = (name: string, body: string, minutes: number) => ({
    name,
    description: 'Okuma dersi',
    contentType: LectureContentType.Text,
    durationMinute: minutes,
    contentText: body,
  });
  const [s1, s2, s3] = c.sections;
  return [
    {
      name: s1,
      lectures: [
        await video(
          'Kursa hoş geldiniz',
          `${c.name} kursunda neler öğreneceğinizi ve nasıl çalışacağımızı anlatıyoruz.`,
          true,
        ),
        text(area.texts[0].title, area.texts[0].body, vary(10, 3)),
        {
          name: area.page.title,
          description: 'Etkileşimli ders sayfası',
          contentType: LectureContentType.Html,
          durationMinute: vary(12, 5),
          contentKey: await media.page(c),
          contentFileName: area.page.file,
        },
      ],
    },
    {
      name: s2,
      lectures: [
        await video(s2, `${s2} konusunun anlatımı ve canlı kodlama.`),
        text(area.texts[1].title, area.texts[1].body, vary(9, 2)),
      ],
    },
    {
      name: s3,
      lectures: [
        await video(s3, `${s3}: adım adım uygulama.`),
        {
          name: area.quiz.title,
          description: 'Dört seçenekli sorularla bölüm sonu değerlendirmesi',
          contentType: LectureContentType.Quiz,
          durationMinute: vary(6, 1),
          quiz: { questions: area.quiz.questions },
        },
        text(
          'Kapanış ve sonraki adımlar',
          `Tebrikler, ${c.name} kursunun sonuna geldiniz!

Bu kursta "${s1}", "${s2}" ve "${s3}" bölümlerini tamamladınız. Öğrendiklerinizi kalıcı hâle getirmenin en iyi yolu onları küçük bir projede kullanmaktır: bu hafta kendinize bir hedef koyun ve her gün yarım saat üzerinde çalışın.

Takıldığınız yerlerde ilgili dersi yeniden izleyin, sınav sorularını tekrar çözün. Kursu değerlendirmeyi unutmayın; yorumlarınız bir sonraki öğrenciye ve bize yol gösteriyor.`,
          vary(4, 1),
        ),
      ],
    },
  ];
};
