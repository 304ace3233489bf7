import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which type stripping cannot inline; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): safe and still quick on a 2-core machine. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id PHC string (`$argon2id$v=19$…`) holding its own salt and parameters. */
export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** True when the password matches; a malformed stored hash counts as no match rather than an error. */
export const verifyPassword = async (storedHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
};
