import { classSessions } from '../../src/db/schema/index.ts';
import { feedToken } from '../../src/modules/classes/calendar.service.ts';
import type { Fixtures } from './access-fixtures.ts';

/* Throwaway sessions of course A (lecturer A's; the owner student is enrolled) for the access matrix's class rows. */

export const sessionOn = async (fx: Fixtures): Promise<string> => {
  const start = Date.now() + 2 * 86_400_000;
  const [row] = await fx.t.app.deps.db
    .insert(classSessions)
    .values({
      courseId: fx.courseA.id,
      title: 'Erişim matrisi oturumu',
      startsAt: new Date(start),
      endsAt: new Date(start + 3_600_000),
      location: 'B203',
      onlineUrl: 'https://meet.example.com/matris',
    })
    .returning({ id: classSessions.id });
  return (row as { id: string }).id;
};

export const sessionBody = () => {
  const start = Date.now() + 3 * 86_400_000;
  return {
    title: 'Matris oturumu',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 3_600_000).toISOString(),
    location: 'B204',
    onlineUrl: null,
  };
};

/** The owner student's calendar feed path (no sign-in needed). */
export const feedPathOf = (fx: Fixtures) =>
  `/calendar/${feedToken(fx.t.app.deps.secrets.dataKey, fx.people.ownerStudent.id)}.ics`;
