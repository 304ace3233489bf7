import { randomInt } from 'node:crypto';
import type { Register, Tokens } from '@kampus/contract';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export const API = '/api/v1/web';

let counter = 0;

/** Eleven digits, unique enough within one test file. */
export const idNumber = () => `${randomInt(1, 10)}${String(randomInt(0, 10 ** 10)).padStart(10, '0')}`;

/** A valid registration body with a fresh e-mail; override any field. */
export const registration = (overrides: Partial<Register> = {}): Register => {
  counter += 1;
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: `ayse.${counter}.${Date.now().toString(36)}@example.com`,
    identificationNumber: idNumber(),
    parentName: 'Mehmet',
    parentSurname: 'Yılmaz',
    parentIdentificationNumber: idNumber(),
    fullAddress: 'Atatürk Caddesi No: 12, Çankaya, Ankara',
    password: 'gizli-şifre',
    confirmPassword: 'gizli-şifre',
    ...overrides,
  };
};

export const post = (t: TestApp, url: string, payload?: unknown, token?: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });

export const get = (t: TestApp, url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** Registers an account and returns its id with the body used. */
export const registerUser = async (t: TestApp, overrides: Partial<Register> = {}) => {
  const body = registration(overrides);
  const res = await post(t, '/authentication/register', body);
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data as string, body };
};

export const loginAs = async (t: TestApp, email: string, password: string, remoteAddress?: string) => {
  const res = await post(t, '/authentication/login', { username: email, password }, undefined, remoteAddress);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Tokens;
};

/** A new account with a live session. */
export const signedInUser = async (t: TestApp, overrides: Partial<Register> = {}) => {
  const { id, body } = await registerUser(t, overrides);
  const tokens = await loginAs(t, body.email, body.password);
  return { id, body, tokens };
};
