import { Grid, Paper, Skeleton, Stack } from '@mantine/core';

/** Stand-in while the course loads, in the shape of the learning screen. */
export function LearningSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Kurs içeriği yükleniyor">
      <Skeleton height={14} width={90} />
      <Skeleton height={28} width="60%" />
      <Skeleton height={10} maw={640} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Skeleton height={14} width="30%" />
              <Skeleton height={26} width="55%" />
              <Skeleton style={{ aspectRatio: '16 / 9', height: 'auto' }} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Skeleton height={22} width="60%" />
              <Skeleton height={48} />
              <Skeleton height={48} />
              <Skeleton height={48} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
