/** Mantine's Drawer as a module of its own, for `lazy-drawer.tsx` to load on demand. */
export { Drawer as default } from '@mantine/core';
