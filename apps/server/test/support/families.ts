import { randomBytes } from 'node:crypto';
import { Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { familyInvitations, familyLinks, users } from '../../src/db/schema/index.ts';
import { encryptField } from '../../src/lib/field-crypto.ts';
import { tokenHash } from '../../src/modules/families/invitations.service.ts';
import { idNumber } from './auth.ts';
import { API, makeCourse, makePerson, type Person } from './commerce-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Rows of families inserted directly, for the access matrix and the fuzzing (modules/families). */

/** A student whose registration names `parentNumber` as the parent's identification number. */
export const familyChild = async (t: TestApp): Promise<{ child: Person; parentNumber: string }> => {
  const child = await makePerson(t, [Role.Student]);
  const parentNumber = idNumber();
  await t.app.deps.db
    .update(users)
    .set({ parentIdentificationNumberEnc: encryptField(t.app.deps.secrets.dataKey, parentNumber) })
    .where(eq(users.id, child.id));
  return { child, parentNumber };
};

/** A waiting invitation of the child, valid 7 days; returns its id and token. */
export const familyInvitation = async (t: TestApp, childId: string, email = 'veli@example.com') => {
  const token = randomBytes(32).toString('base64url');
  const [row] = await t.app.deps.db
    .insert(familyInvitations)
    .values({ childId, email, tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + 7 * 86_400_000) })
    .returning({ id: familyInvitations.id });
  return { id: row?.id as string, token };
};

/** A new child with a waiting invitation: what a joining parent needs. */
export const joinableInvitation = async (t: TestApp) => {
  const { child, parentNumber } = await familyChild(t);
  const { token } = await familyInvitation(t, child.id);
  return { child, parentNumber, token };
};

/** Links an existing parent account to an existing child, as a finished join would. */
export const linkParent = async (t: TestApp, parentId: string, childId: string) => {
  await t.app.deps.db.insert(familyLinks).values({ parentId, childId });
};

/** A linked parent (Parent role) and child. */
export const linkedFamily = async (t: TestApp) => {
  const child = await makePerson(t, [Role.Student]);
  const parent = await makePerson(t, [Role.Parent]);
  await linkParent(t, parent.id, child.id);
  return { child, parent };
};

/** A linked family whose child has a basket of one course (`priceKurus`, 0 for a free one), filled through the API. */
export const familyBasket = async (t: TestApp, priceKurus = 25_000) => {
  const family = await linkedFamily(t);
  const lecturer = await makePerson(t, [Role.Lecturer]);
  const course = await makeCourse(t, lecturer.id, { priceKurus });
  const basket = await t.app.inject({
    method: 'POST',
    url: `${API}/baskets/add-item`,
    headers: { authorization: `Bearer ${family.child.token}` },
    payload: { courseId: course.id },
  });
  return { ...family, basketId: JSON.parse(basket.body).data.id as string };
};

/** The same with the child's request to the parent to buy it, asked through the API (modules/purchase-requests). */
export const pendingPurchaseRequest = async (t: TestApp, priceKurus = 25_000) => {
  const family = await familyBasket(t, priceKurus);
  const asked = await t.app.inject({
    method: 'POST',
    url: `${API}/purchase-requests`,
    headers: { authorization: `Bearer ${family.child.token}` },
    payload: { basketId: family.basketId, note: null },
  });
  return { ...family, requestId: JSON.parse(asked.body).data as string };
};
