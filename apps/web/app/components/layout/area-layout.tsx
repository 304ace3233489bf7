import { Box, Button, Grid, NavLink, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { type ComponentType, type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';

export type AreaNavItem = {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
};

/** The first item whose path the address starts with; an unknown path highlights the first item. */
export const activeAreaItem = (pathname: string, items: AreaNavItem[]): AreaNavItem | undefined =>
  items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)) ?? items[0];

/** An area inside the main layout with its own menu: a side menu on wide screens, a scrolling row on phones. */
export function AreaLayout({
  title,
  navLabel,
  items,
  children,
}: {
  title: string;
  navLabel: string;
  items: AreaNavItem[];
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const active = activeAreaItem(pathname, items);
  const activeButton = useRef<HTMLAnchorElement>(null);
  // On a phone the row scrolls sideways: the current entry is brought into view (the row only, never the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new page moves the row
  useEffect(() => {
    const button = activeButton.current;
    const row = button?.closest('.mantine-ScrollArea-viewport');
    if (!button || !(row instanceof HTMLElement) || row.clientWidth === 0) return;
    const offset = button.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    row.scrollTo({ left: Math.max(0, offset - (row.clientWidth - button.offsetWidth) / 2) });
  }, [pathname]);
  return (
    <Stack gap="md">
      {/* The area's name; each page below carries its own h1. */}
      <Text fw={700} size="xl">
        {title}
      </Text>
      <Box hiddenFrom="md">
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars>
          <Box component="nav" aria-label={navLabel} style={{ display: 'flex', gap: 6 }} pb={4}>
            {items.map((item) => (
              <Button
                key={item.to}
                ref={item === active ? activeButton : undefined}
                component={Link}
                to={item.to}
                size="xs"
                variant={item === active ? 'filled' : 'default'}
                aria-current={item === active ? 'page' : undefined}
                leftSection={<item.icon size={16} />}
                style={{ flexShrink: 0 }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
        </ScrollArea>
      </Box>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Paper withBorder p="xs" component="nav" aria-label={navLabel}>
            {items.map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={18} stroke={1.6} />}
                // Filled keeps the active entry readable under the pointer too (the light hover tint is 4.1:1).
                variant="filled"
                active={item === active}
                aria-current={item === active ? 'page' : undefined}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>{children}</Grid.Col>
      </Grid>
    </Stack>
  );
}
