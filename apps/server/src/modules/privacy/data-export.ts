import { strToU8, zipSync } from 'fflate';
import type { Database } from '../../db/client.ts';
import { submissionsForExport } from '../assignments/index.ts';
import { sessionsForExport } from '../auth/index.ts';
import { basketForExport } from '../basket/index.ts';
import { bookmarksForExport } from '../bookmarks/index.ts';
import { certificatesForExport } from '../certificates/index.ts';
import { familyForExport } from '../families/index.ts';
import { progressForExport } from '../learning/index.ts';
import { mailsForExport } from '../mail/index.ts';
import { notificationsForExport } from '../notifications/index.ts';
import { ordersForExport } from '../orders/index.ts';
import { pointsForExport } from '../points/index.ts';
import { purchaseRequestsForExport } from '../purchase-requests/index.ts';
import { questionsForExport } from '../questions/index.ts';
import { ratingsForExport } from '../ratings/index.ts';
import { accountForExport } from '../users/index.ts';
import { privacyRecordsForExport } from './acceptances.ts';

/*
 * `GET /privacy/export` (KVKK art. 11): everything stored about the caller, one JSON file per part, each read by
 * the module that owns it through its index.ts. A new kind of personal data is one line below.
 */

type Reader = { db: Database; dataKey: Buffer };
type Who = { userId: string; email: string };
type Part = { file: string; read: (deps: Reader, who: Who) => Promise<unknown> };

const parts: Part[] = [
  { file: 'profil.json', read: (d, w) => accountForExport(d.db, d.dataKey, w.userId) },
  { file: 'siparisler.json', read: (d, w) => ordersForExport(d.db, w.userId) },
  { file: 'ders-ilerlemesi.json', read: (d, w) => progressForExport(d.db, w.userId) },
  { file: 'puanlar.json', read: (d, w) => pointsForExport(d.db, w.userId) },
  { file: 'degerlendirmeler.json', read: (d, w) => ratingsForExport(d.db, w.userId) },
  { file: 'sorular.json', read: (d, w) => questionsForExport(d.db, w.userId) },
  { file: 'odevler.json', read: (d, w) => submissionsForExport(d.db, w.userId) },
  { file: 'yer-imleri.json', read: (d, w) => bookmarksForExport(d.db, w.userId) },
  { file: 'sertifikalar.json', read: (d, w) => certificatesForExport(d.db, w.userId) },
  { file: 'sepet.json', read: (d, w) => basketForExport(d.db, w.userId) },
  { file: 'aile.json', read: (d, w) => familyForExport(d.db, w.userId, w.email) },
  { file: 'veli-talepleri.json', read: (d, w) => purchaseRequestsForExport(d.db, w.userId) },
  { file: 'bildirimler.json', read: (d, w) => notificationsForExport(d.db, w.userId) },
  { file: 'e-postalar.json', read: (d, w) => mailsForExport(d.db, w.userId, w.email) },
  { file: 'oturumlar.json', read: (d, w) => sessionsForExport(d.db, w.userId) },
  { file: 'gizlilik.json', read: (d, w) => privacyRecordsForExport(d.db, w.userId) },
];

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The ZIP's bytes: `bilgi.json` (when and which files) and one file per part. */
export const exportPersonalData = async (deps: Reader, who: Who, now = new Date()): Promise<Uint8Array> => {
  const files: Record<string, Uint8Array> = {
    'bilgi.json': json({
      exportedAt: now,
      userId: who.userId,
      files: parts.map((p) => p.file),
      note: 'Kampüs hesabınızda saklanan kişisel verilerin kopyası (KVKK md. 11).',
    }),
  };
  for (const part of parts) files[part.file] = json(await part.read(deps, who));
  return zipSync(files, { level: 6, mtime: now });
};
