import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../lib/app-error.ts';

const defaultMessages = { 500: messageOf('INTERNAL') };

import { errorsPlugin } from './errors.ts';

/** What an unexpected failure shows a client: the generic envelope, never the error's text, stack or SQL. */
describe('unexpected errors', () => {
  it('answer 500 with the generic Turkish message and nothing of the error itself', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/patlak', async () => {
      const error = new Error(
        'relation "users" does not exist: SELECT password_hash FROM users WHERE email = $1',
      );
      Object.assign(error, {
        code: '42P01',
        detail: 'gizli ayrıntı',
        query: 'SELECT password_hash FROM users',
      });
      throw error;
    });
    const res = await app.inject({ method: 'GET', url: '/patlak' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: null,
      data: null,
      error: { code: 'INTERNAL', errorMessage: defaultMessages[500] },
    });
    for (const leak of ['relation', 'password_hash', 'SELECT', '42P01', 'gizli ayrıntı', 'at ', '.ts:'])
      expect(res.body, leak).not.toContain(leak);
    await app.close();
  });
});
