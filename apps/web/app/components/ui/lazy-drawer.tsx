import type { DrawerProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const Drawer = lazy(() => import('./drawer.tsx'));

/**
 * Mantine's Drawer, loaded the first time it opens. The drawers of the signed-in frame and the catalogue (the phone
 * menu and filter sheet) stay closed on most visits, and a drawer brings the modal machinery (focus trap, scroll
 * lock, overlay, portal) with it; once loaded it stays mounted, so closing still plays its transition.
 */
export function LazyDrawer(props: DrawerProps) {
  const [hasOpened, setHasOpened] = useState(props.opened);
  if (props.opened && !hasOpened) setHasOpened(true);
  return hasOpened ? (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  ) : null;
}
