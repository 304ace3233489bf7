import type { Database, Tx } from '../../db/client.ts';
import type { TemplateName } from '../mail/index.ts';
import type { Announcement } from './announcements.ts';

/* The events of class sessions (modules/classes, CONTRACT.md §16): each enrolled learner is mailed and told in the
   app when a session is moved or changed, when it is cancelled, and 24 hours before it starts. */

type Db = Database | Tx;
type Announce = <N extends TemplateName>(tx: Db, a: Announcement<N>) => Promise<void>;

export type SessionLearner = { id: string; name: string; email: string };
export type SessionFacts = {
  id: string;
  courseId: string;
  courseName: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  onlineUrl: string | null;
};

const timeText = (d: Date) =>
  new Intl.DateTimeFormat('tr-TR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(d);

const mailData = (s: SessionFacts, learner: SessionLearner) => ({
  name: learner.name,
  courseName: s.courseName,
  title: s.title,
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
  location: s.location,
  isOnline: s.onlineUrl !== null,
  path: `/course/${s.courseId}/learning`,
});

export const classNews = (announce: Announce) => ({
  /** A session was moved or its place or link changed; `version` (the change's time) makes each change one event. */
  sessionChanged: async (
    tx: Db,
    s: SessionFacts,
    previousStartsAt: Date,
    learners: SessionLearner[],
    version: Date,
  ) => {
    for (const learner of learners)
      await announce(tx, {
        eventKey: `session-changed:${s.id}:${version.getTime()}:${learner.id}`,
        userId: learner.id,
        email: learner.email,
        category: 'learning',
        template: 'session-changed',
        data: { ...mailData(s, learner), previousStartsAt: previousStartsAt.toISOString() },
        notification: {
          type: 'session-changed',
          title: 'Oturum değişti',
          body: `${s.courseName}: "${s.title}" artık ${timeText(s.startsAt)}${s.location ? `, ${s.location}` : ''}.`,
          link: `/course/${s.courseId}`,
        },
      });
  },
  /** A session was cancelled: once per session and learner. */
  sessionCancelled: async (tx: Db, s: SessionFacts, learners: SessionLearner[]) => {
    for (const learner of learners)
      await announce(tx, {
        eventKey: `session-cancelled:${s.id}:${learner.id}`,
        userId: learner.id,
        email: learner.email,
        category: 'learning',
        template: 'session-cancelled',
        data: mailData(s, learner),
        notification: {
          type: 'session-cancelled',
          title: 'Oturum iptal edildi',
          body: `${s.courseName}: ${timeText(s.startsAt)} tarihli "${s.title}" oturumu iptal edildi.`,
          link: `/course/${s.courseId}`,
        },
      });
  },
  /** The reminder 24 hours before: the event key makes it once per session and learner, however often it runs. */
  sessionReminder: async (tx: Db, s: SessionFacts, learner: SessionLearner) => {
    await announce(tx, {
      eventKey: `session-reminder:${s.id}:${learner.id}`,
      userId: learner.id,
      email: learner.email,
      category: 'reminders',
      template: 'session-reminder',
      data: mailData(s, learner),
      notification: {
        type: 'session-reminder',
        title: 'Oturumunuz yaklaşıyor',
        body: `${s.courseName}: "${s.title}" ${timeText(s.startsAt)} tarihinde başlıyor${s.location ? ` (${s.location})` : ''}.`,
        link: `/course/${s.courseId}/learning`,
      },
    });
  },
});
