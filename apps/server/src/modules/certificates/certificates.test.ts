import { learningMessages as m, Role } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import {
  call,
  fetchRaw,
  type LearningCourse,
  makeLearningCourse,
  QUIZ_ANSWERS,
} from '../../../test/support/learning.ts';
import { extractPdfText } from '../../../test/support/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUrlSigner } from '../media/signed-url.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { certificatePdfPath, normaliseVerificationCode } from './certificates.service.ts';

const PUBLIC_URL = 'https://kampus.example.com.tr';
let t: TestApp;
let lecturer: TestUser;
let learner: TestUser;
let other: TestUser;
let admin: TestUser;
let course: LearningCourse;
let certificateId: string;
let code: string;

const finishCourse = async (c: LearningCourse, user: TestUser) => {
  for (const id of [c.video, c.text, c.html])
    await call(t, 'POST', `/lectures/${id}/complete`, { token: user.token });
  const res = await call(t, 'POST', `/lectures/${c.quiz}/quiz-attempts`, {
    token: user.token,
    body: { answers: QUIZ_ANSWERS },
  });
  return res.body.data.progress.certificateId as string;
};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  lecturer = await makeUser(t, { roles: [Role.Lecturer], name: 'Şükrü', surname: 'Güneş' });
  learner = await makeUser(t, { name: 'Ayşe Yılmaz', surname: 'Çağrı Işık' });
  other = await makeUser(t);
  admin = await makeUser(t, { roles: [Role.Admin] });
  course = await makeLearningCourse(t, { lecturerId: lecturer.id, name: 'İleri Düzey Öğretmenlik' });
  await enrol(t, learner.id, course.id);
  certificateId = await finishCourse(course, learner);
  const list = await call(t, 'GET', '/certificates', { token: learner.token });
  code = list.body.data[0].verificationCode;
});

afterAll(async () => {
  await t.close();
});

const pdfText = (res: Awaited<ReturnType<typeof fetchRaw>>) => extractPdfText(res.rawPayload);

describe('GET /certificates', () => {
  it('lists the learner’s certificates with their code, verification URL and a signed download link', async () => {
    const res = await call(t, 'GET', '/certificates', { token: learner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const [item] = res.body.data;
    expect(item).toMatchObject({
      id: certificateId,
      courseId: course.id,
      courseName: 'İleri Düzey Öğretmenlik',
      lecturerName: 'Şükrü Güneş',
      verificationUrl: `${PUBLIC_URL}/certificates/verify/${code}`,
    });
    expect(new Date(item.issuedAt).toISOString()).toBe(item.issuedAt);
    expect(item.downloadUrl).toMatch(
      new RegExp(`^/api/v1/web/certificates/${certificateId}/pdf\\?exp=\\d+&sig=[\\w-]{43}$`),
    );
  });

  it('shows nobody else’s certificates', async () => {
    expect((await call(t, 'GET', '/certificates', { token: other.token })).body.data).toEqual([]);
    expect((await call(t, 'GET', '/certificates')).status).toBe(401);
  });

  it('lists the newest first', async () => {
    const second = await makeLearningCourse(t, { lecturerId: lecturer.id, name: 'Veri Yapıları' });
    const fresh = await makeUser(t);
    await enrol(t, fresh.id, course.id);
    await enrol(t, fresh.id, second.id);
    await finishCourse(course, fresh);
    await finishCourse(second, fresh);
    const names = (await call(t, 'GET', '/certificates', { token: fresh.token })).body.data.map(
      (c: { courseName: string }) => c.courseName,
    );
    expect(names).toEqual(['Veri Yapıları', 'İleri Düzey Öğretmenlik']);
  });
});

describe('GET /certificates/:id/pdf', () => {
  it('renders a PDF with the Turkish name, course, lecturer, date, code and verification URL', async () => {
    const list = await call(t, 'GET', '/certificates', { token: learner.token });
    const res = await fetchRaw(t, list.body.data[0].downloadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sertifika-${code}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res);
    expect(text).toContain('Ayşe Yılmaz Çağrı Işık');
    expect(text).toContain('İleri Düzey Öğretmenlik');
    expect(text).toContain('Şükrü Güneş');
    expect(text).toContain(`Doğrulama kodu: ${code}`);
    expect(text).toContain(`${PUBLIC_URL}/certificates/verify/${code}`);
    const issued = new Intl.DateTimeFormat('tr-TR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Istanbul',
    }).format(new Date());
    expect(text).toContain(issued);
    // The font is embedded: no standard font, which has no ş, ğ or ı.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/FontFile2 /);
  });

  it('serves the owner with a bearer token, and an admin', async () => {
    for (const user of [learner, admin]) {
      const res = await fetchRaw(t, `/api/v1/web/certificates/${certificateId}/pdf`, {}, user.token);
      expect(res.statusCode).toBe(200);
      expect(await pdfText(res)).toContain('Ayşe Yılmaz Çağrı Işık');
    }
  });

  it('reads as missing for another user, and needs a session without a signed link', async () => {
    const res = await fetchRaw(t, `/api/v1/web/certificates/${certificateId}/pdf`, {}, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.errorMessage).toBe(m.certificateNotFound);
    expect((await fetchRaw(t, `/api/v1/web/certificates/${certificateId}/pdf`)).statusCode).toBe(401);
  });

  it('refuses expired and tampered download links with 403', async () => {
    const signer = createUrlSigner(t.app.deps.secrets.jwtSecret);
    const expired = certificatePdfPath(signer, certificateId, new Date(Date.now() - 2 * 3_600_000));
    const valid = certificatePdfPath(signer, certificateId);
    const [path, query = ''] = valid.split('?');
    const tampered = query.replace(/sig=(.)/, (_all, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    const otherId = '5f1c1c8e-8d7a-4b5e-9c1d-0a0a0a0a0a0a';
    for (const url of [expired, `${path}?${tampered}`, `/api/v1/web/certificates/${otherId}/pdf?${query}`]) {
      const res = await fetchRaw(t, url);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.errorMessage).toBe(m.linkInvalid);
    }
  });
});

describe('GET /certificates/verify/:code', () => {
  it('confirms a certificate to anyone, without a session', async () => {
    const res = await call(t, 'GET', `/certificates/verify/${code}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      learnerName: 'Ayşe Yılmaz Çağrı Işık',
      courseName: 'İleri Düzey Öğretmenlik',
      lecturerName: 'Şükrü Güneş',
      verificationCode: code,
    });
  });

  it('accepts the code as people type it: lower case, with spaces or dashes', async () => {
    const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`;
    expect((await call(t, 'GET', `/certificates/verify/${encodeURIComponent(typed)}`)).status).toBe(200);
  });

  it('answers 404 with a Turkish message for an unknown or malformed code', async () => {
    for (const wrong of ['ABCDEFGHJK', 'kısa', 'x'.repeat(40)]) {
      const res = await call(t, 'GET', `/certificates/verify/${encodeURIComponent(wrong)}`);
      expect(res.status).toBe(404);
      expect(res.body.error.errorMessage).toBe(m.verificationNotFound);
    }
  });
});

describe('normaliseVerificationCode', () => {
  it('maps look-alike letters to the digits they stand for', () => {
    expect(normaliseVerificationCode('7q4k2-mxh9o')).toBe('7Q4K2MXH90');
    expect(normaliseVerificationCode('IL23456789')).toBe('1123456789');
    expect(normaliseVerificationCode('ABC')).toBeNull();
  });
});

describe('renderCertificatePdf', () => {
  it('keeps a very long name on one line and readable', async () => {
    const longName = 'Ayşe Yılmaz Çağrı Işık Gökçe Ünlüoğlu Şahinbaş Karaağaçlıoğlu';
    const doc = renderCertificatePdf(
      {
        learnerName: longName,
        courseName: 'Kurs',
        lecturerName: 'Eğitmen',
        issuedAt: new Date('2026-11-21T21:30:00Z'),
        verificationCode: '7Q4K2MXH9P',
      },
      PUBLIC_URL,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of doc) chunks.push(chunk as Buffer);
    const text = await extractPdfText(Buffer.concat(chunks));
    expect(text.split('\n')).toContain(longName);
    // 21:30 UTC is already the next day in Türkiye.
    expect(text).toContain('22 Kasım 2026');
  });
});
