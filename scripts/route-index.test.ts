import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES_MD, renderRouteIndex } from './route-index.ts';

describe('docs/routes.md', () => {
  it('matches the routes the code declares (run `npm run routes` after changing a route)', async () => {
    const fresh = await renderRouteIndex();
    expect(fresh).toContain(
      '| POST | `/api/v1/web/authentication/login` | `apps/server/src/modules/auth/auth.routes.ts` |',
    );
    expect(fresh).toContain('| `/basket` | `apps/web/app/routes/basket/basket.tsx` |');
    expect(readFileSync(ROUTES_MD, 'utf8')).toBe(fresh);
  }, 120_000);
});
