import {
  authoringMessages as am,
  type EditorSection,
  type MoveSection,
  moveToIndex,
  type SectionCreate,
  type SectionUpdate,
} from '@kampus/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lectures, sections } from '../../db/schema/catalogue.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { authoredCourse, authoredSection, bumpIfListed } from './access.ts';
import { toEditorSection } from './editor-views.ts';
import { storedKeysOfLectures } from './lecture-files.service.ts';
import { renumber, sectionIdsInOrder } from './ordering.ts';

/** `GET /sections/{id}`: the section with its lectures by order. */
export const getSection = async (
  db: Database,
  user: CurrentUser,
  sectionId: string,
): Promise<EditorSection> => {
  const { section } = await authoredSection(db, user, sectionId);
  const lectureRows = await db
    .select()
    .from(lectures)
    .where(eq(lectures.sectionId, section.id))
    .orderBy(asc(lectures.orderNumber), asc(lectures.createdAt));
  return toEditorSection(section, lectureRows);
};

/** `POST /sections`: the new section goes last; its order is the course's section count. */
export const createSection = async (db: Database, user: CurrentUser, input: SectionCreate): Promise<string> =>
  db.transaction(async (tx) => {
    const course = await authoredCourse(tx, user, input.courseId, true);
    const ids = await sectionIdsInOrder(tx, course.id);
    // Older rows may have gaps; the new section makes the list 0..n again.
    await renumber(tx, 'sections', ids);
    const [row] = await tx
      .insert(sections)
      .values({
        courseId: course.id,
        name: input.name,
        description: input.description,
        orderNumber: ids.length,
      })
      .returning({ id: sections.id });
    if (!row) throw new Error('section not created');
    return row.id;
  });

/** `PUT /sections`: rename and describe (a missing description keeps the stored one). */
export const updateSection = async (db: Database, user: CurrentUser, input: SectionUpdate): Promise<string> =>
  db.transaction(async (tx) => {
    const { section } = await authoredSection(tx, user, input.id, true);
    await tx
      .update(sections)
      .set({
        name: input.name,
        ...(input.description !== undefined ? { description: input.description } : {}),
      })
      .where(eq(sections.id, section.id));
    return section.id;
  });

/**
 * `DELETE /sections/{id}`: the section and its lectures go, the sections after it close the gap. Returns the
 * storage keys of the lectures' files, to be deleted once committed.
 */
export const deleteSection = async (
  db: Database,
  user: CurrentUser,
  sectionId: string,
): Promise<{ removedKeys: string[] }> =>
  db.transaction(async (tx) => {
    const { course, section } = await authoredSection(tx, user, sectionId, true);
    const [hasLectures] = await tx
      .select({ id: lectures.id })
      .from(lectures)
      .where(eq(lectures.sectionId, section.id))
      .limit(1);
    const removedKeys = await storedKeysOfLectures(tx, eq(lectures.sectionId, section.id));
    await tx.delete(sections).where(eq(sections.id, section.id));
    await renumber(tx, 'sections', await sectionIdsInOrder(tx, course.id));
    if (hasLectures) await bumpIfListed(tx, course.publishStatus);
    return { removedKeys };
  });

/**
 * `PUT /sections/move-section`: puts the section at `orderNumber`, the others keeping their relative order; a
 * one-step move swaps neighbours.
 */
export const moveSection = async (db: Database, user: CurrentUser, input: MoveSection): Promise<void> =>
  db.transaction(async (tx) => {
    const { course, section } = await authoredSection(tx, user, input.id, true);
    const ids = await sectionIdsInOrder(tx, course.id);
    if (input.orderNumber >= ids.length)
      throw appError('ORDER_OUT_OF_RANGE', { message: am.orderOutOfRange(ids.length) });
    await renumber(tx, 'sections', moveToIndex(ids, ids.indexOf(section.id), input.orderNumber));
  });
