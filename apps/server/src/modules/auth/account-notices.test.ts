import { readOutbox } from '@kampus/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signedInUser } from '../../../test/support/auth.ts';
import { deliverQueuedMail } from '../../../test/support/mail.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { maskEmail } from '../../lib/account-notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://kampus.example.com' });
});
afterAll(async () => {
  await t?.close();
});

const mailsTo = async (email: string, subject: string) => {
  await deliverQueuedMail(t);
  return (await readOutbox(t.dataDir)).filter((m) => m.headers.to === email && m.subject === subject);
};

let address = 0;
const nextAddress = () => {
  address += 1;
  return `198.51.100.${200 + address}`;
};

describe('notices to the account owner after a sign-in detail changed', () => {
  it('mails the owner when the password was changed, without the password', async () => {
    const { body, tokens } = await signedInUser(t, { name: 'Derya' });
    const res = await post(
      t,
      '/authentication/change-password',
      {
        password: body.password,
        newPassword: 'kırmızı-bisiklet-42',
        newPasswordConfirm: 'kırmızı-bisiklet-42',
      },
      tokens.accessToken,
    );
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(body.email, 'Kampüs şifreniz değiştirildi');
    expect(mail?.text).toContain('Merhaba Derya,');
    expect(mail?.text).toContain('https://kampus.example.com/forgot-password');
    expect(mail?.raw).not.toContain('kırmızı-bisiklet-42');
  });

  it('mails nothing when the change was refused', async () => {
    const { body, tokens } = await signedInUser(t);
    await post(
      t,
      '/authentication/change-password',
      { password: 'yanlis-mevcut', newPassword: 'mavi-bisiklet-42', newPasswordConfirm: 'mavi-bisiklet-42' },
      tokens.accessToken,
    );
    expect(await mailsTo(body.email, 'Kampüs şifreniz değiştirildi')).toEqual([]);
  });

  it('mails the owner when the password was reset with a code', async () => {
    const { body } = await signedInUser(t, { name: 'Kaan' });
    await post(t, '/authentication/forgot-password', { email: body.email }, undefined, nextAddress());
    await t.app.mailer.idle();
    const codeMail = (await readOutbox(t.dataDir)).filter((m) => m.headers.to === body.email).at(-1);
    const code = /doğrulama kodunuz: (\d{6})/.exec(codeMail?.text ?? '')?.[1];
    const res = await post(t, '/authentication/reset-password', {
      email: body.email,
      code,
      newPassword: 'yesil-vapur-sefer',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(body.email, 'Kampüs şifreniz sıfırlandı');
    expect(mail?.text).toContain('Merhaba Kaan,');
    expect(mail?.text).toContain('bütün oturumlarınız kapatıldı');
    expect(mail?.raw).not.toContain('yesil-vapur-sefer');
  });

  it('tells the previous address that the sign-in e-mail was changed, showing the new one masked', async () => {
    const { body, tokens } = await signedInUser(t, { name: 'Melis' });
    const update = {
      name: body.name,
      surname: body.surname,
      email: 'melis.yeni@ornek.com.tr',
      identificationNumber: body.identificationNumber,
      parentName: body.parentName,
      parentSurname: body.parentSurname,
      parentIdentificationNumber: body.parentIdentificationNumber,
      fullAddress: body.fullAddress,
    };
    expect((await post(t, '/students/by-session', update, tokens.accessToken)).statusCode).toBe(200);
    const [mail] = await mailsTo(body.email, 'Kampüs hesabınızın e-posta adresi değiştirildi');
    expect(mail?.text).toContain('Merhaba Melis,');
    expect(mail?.text).toContain('m***@ornek.com.tr');
    expect(mail?.raw).not.toContain('melis.yeni@');
    expect(
      await mailsTo('melis.yeni@ornek.com.tr', 'Kampüs hesabınızın e-posta adresi değiştirildi'),
    ).toEqual([]);
  });

  it('mails nothing when the profile is saved with the same e-mail, in any letter case', async () => {
    const { body, tokens } = await signedInUser(t);
    const { password: _p, confirmPassword: _c, ...profile } = body;
    for (const email of [body.email, body.email.toUpperCase()])
      expect(
        (await post(t, '/students/by-session', { ...profile, email }, tokens.accessToken)).statusCode,
      ).toBe(200);
    expect(await mailsTo(body.email, 'Kampüs hesabınızın e-posta adresi değiştirildi')).toEqual([]);
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('ayse.yilmaz@example.com')).toBe('a***@example.com');
    expect(maskEmail('yok')).toBe('***');
  });
});
