/**
 * The constraint a PostgreSQL unique_violation (23505) names, whether the driver error (pg or PGlite) arrives
 * bare or wrapped by Drizzle; null for any other error. Lets a service map the one race it expects to a 422
 * and let every other failure through.
 */
export const uniqueViolation = (error: unknown): string | null => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
};
