import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-tokens.ts';

const key = randomBytes(32);
const userId = randomUUID();

describe('unsubscribe tokens', () => {
  it('name the user and category they were signed for', () => {
    expect(verifyUnsubscribeToken(key, signUnsubscribeToken(key, userId, 'marketing'))).toEqual({
      userId,
      category: 'marketing',
    });
  });

  it('refuse a tampered signature', () => {
    const token = signUnsubscribeToken(key, userId, 'learning');
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyUnsubscribeToken(key, `${token.slice(0, -1)}${last}`)).toBeNull();
    expect(verifyUnsubscribeToken(key, token.slice(0, -4))).toBeNull();
  });

  it('refuse another user under the same signature', () => {
    const token = signUnsubscribeToken(key, userId, 'learning');
    expect(verifyUnsubscribeToken(key, token.replace(userId, randomUUID()))).toBeNull();
  });

  it('refuse another category under the same signature', () => {
    const token = signUnsubscribeToken(key, userId, 'learning');
    expect(verifyUnsubscribeToken(key, token.replace('.learning.', '.family.'))).toBeNull();
  });

  it('refuse orders, unknown categories, another key and malformed text', () => {
    expect(verifyUnsubscribeToken(key, signUnsubscribeToken(key, userId, 'orders'))).toBeNull();
    expect(verifyUnsubscribeToken(key, signUnsubscribeToken(key, userId, 'news' as 'learning'))).toBeNull();
    expect(verifyUnsubscribeToken(randomBytes(32), signUnsubscribeToken(key, userId, 'family'))).toBeNull();
    for (const bad of ['', '.', '..', 'a.b.c.d', `${userId}.learning`])
      expect(verifyUnsubscribeToken(key, bad)).toBeNull();
  });
});
