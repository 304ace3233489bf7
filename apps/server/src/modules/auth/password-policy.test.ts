import { authMessages as m } from '@kampus/contract';
import { readOutbox } from '@kampus/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, post, registration, signedInUser } from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser } from '../users/users.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
const nextAddress = () => {
  address += 1;
  return `203.0.113.${address}`;
};

const codeFor = async (email: string) => {
  expect(
    (await post(t, '/authentication/forgot-password', { email }, undefined, nextAddress())).statusCode,
  ).toBe(200);
  await t.app.mailer.idle();
  const mail = (await readOutbox(t.dataDir)).filter((x) => x.headers.to === email).at(-1);
  return /doğrulama kodunuz: (\d{6})/.exec(mail?.text ?? '')?.[1] as string;
};

describe('POST /authentication/register', () => {
  it('refuses a common password with the contract’s message on the password field', async () => {
    for (const password of ['123456', 'sifre123', 'Galatasaray1905', 'qwerty123', 'P@ssw0rd']) {
      const res = await post(
        t,
        '/authentication/register',
        registration({ password, confirmPassword: password }),
      );
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.fields, password).toEqual({ password: m.commonPassword });
    }
  });

  it('refuses a password built from the person’s name, e-mail or identification number', async () => {
    const base = registration({ name: 'Zeynep', surname: 'Karaca' });
    for (const password of ['ZeynepKaraca', 'karaca1990', base.email, base.identificationNumber]) {
      const res = await post(t, '/authentication/register', { ...base, password, confirmPassword: password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.fields, password).toEqual({ password: m.personalPassword });
    }
  });

  it('keeps the seeds’ message for a short password', async () => {
    const res = await post(
      t,
      '/authentication/register',
      registration({ password: '1234', confirmPassword: '1234' }),
    );
    expect(res.json().error.fields.password).toBe(m.password);
  });
});

describe('POST /authentication/change-password', () => {
  it('refuses a common new password with 400 and keeps the old one', async () => {
    const { body, tokens } = await signedInUser(t);
    const res = await post(
      t,
      '/authentication/change-password',
      { password: body.password, newPassword: 'fenerbahce', newPasswordConfirm: 'fenerbahce' },
      tokens.accessToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ newPassword: m.commonPassword });
    await loginAs(t, body.email, body.password);
  });

  it('refuses a new password built from the account’s own data with 422', async () => {
    const { body, tokens } = await signedInUser(t, { name: 'Barış', surname: 'Öztürk' });
    for (const newPassword of ['BarisOzturk!', 'öztürk-2024', body.parentIdentificationNumber]) {
      const res = await post(
        t,
        '/authentication/change-password',
        { password: body.password, newPassword, newPasswordConfirm: newPassword },
        tokens.accessToken,
      );
      expect(res.statusCode, newPassword).toBe(422);
      expect(res.json().error).toEqual({ code: 'PERSONAL_PASSWORD', errorMessage: m.personalPassword });
    }
    await loginAs(t, body.email, body.password);
  });

  it('lets someone whose current password is weak (set before the rule) choose a strong one', async () => {
    const body = registration();
    await createUser(t.app.deps.db, t.app.deps.secrets, { ...body, password: '123456' });
    const tokens = await loginAs(t, body.email, '123456');
    const res = await post(
      t,
      '/authentication/change-password',
      {
        password: '123456',
        newPassword: 'uzun-ve-özel-bir-cümle',
        newPasswordConfirm: 'uzun-ve-özel-bir-cümle',
      },
      tokens.accessToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    await loginAs(t, body.email, 'uzun-ve-özel-bir-cümle');
  });
});

describe('POST /authentication/reset-password', () => {
  it('refuses a common new password with 400 and does not spend the code', async () => {
    const { body } = await signedInUser(t);
    const code = await codeFor(body.email);
    const weak = await post(t, '/authentication/reset-password', {
      email: body.email,
      code,
      newPassword: '111111',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ newPassword: m.commonPassword });
    const strong = await post(t, '/authentication/reset-password', {
      email: body.email,
      code,
      newPassword: 'sabah-kahvesi-ve-kitap',
    });
    expect(strong.statusCode).toBe(200);
    await loginAs(t, body.email, 'sabah-kahvesi-ve-kitap');
  });

  it('refuses a password built from the account’s data with 422, and the same code then takes a better one', async () => {
    const { body } = await signedInUser(t, { name: 'Cansu', surname: 'Erdoğan' });
    const code = await codeFor(body.email);
    const personal = await post(t, '/authentication/reset-password', {
      email: body.email,
      code,
      newPassword: 'CansuErdogan34',
    });
    expect(personal.statusCode).toBe(422);
    expect(personal.json().error).toEqual({ code: 'PERSONAL_PASSWORD', errorMessage: m.personalPassword });
    const ok = await post(t, '/authentication/reset-password', {
      email: body.email,
      code,
      newPassword: 'deniz-feneri-mavi',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('tells nothing about the account’s data to someone without a valid code', async () => {
    const { body } = await signedInUser(t, { name: 'Tuna', surname: 'Ekinci' });
    const res = await post(t, '/authentication/reset-password', {
      email: body.email,
      code: '000000',
      newPassword: 'TunaEkinci1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'RESET_CODE_INVALID', errorMessage: m.invalidCode });
  });
});
