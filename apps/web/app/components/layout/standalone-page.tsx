import { Anchor, Box, Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export type StandalonePageProps = {
  /** The column's widest width in pixels. */
  maw: number;
  /** The page's own card. */
  children: ReactNode;
  /** What stands below the card (e.g. a form to look up something else). */
  after?: ReactNode;
};

/**
 * A public page opened from outside the app (a mail's link, a printed certificate's code) without the main layout:
 * a visitor may have no session, so the page stands alone with just the brand, which leads to the start page.
 */
export function StandalonePage({ maw, children, after }: StandalonePageProps) {
  return (
    <Box bg="gray.0" mih="100vh" py={{ base: 'lg', sm: 48 }} px="md" component="main">
      <Center>
        <Stack gap="lg" w="100%" maw={maw}>
          <Anchor
            component={Link}
            to={paths.root}
            fw={800}
            size="xl"
            c="indigo.8"
            underline="never"
            w="fit-content"
          >
            Kampüs
          </Anchor>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="sm">
            {children}
          </Paper>
          {after}
        </Stack>
      </Center>
    </Box>
  );
}
