import { type Bookmark, formatLongDate } from '@kampus/contract';
import { Anchor, Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CourseImage } from '../../../components/ui/course-image.tsx';
import { paths } from '../../../config/paths.ts';
import classes from './bookmarks-view.module.css';

export type BookmarksViewProps = {
  bookmarks: Bookmark[];
  /** Bookmarks whose removal is on its way. */
  removingIds: ReadonlySet<string>;
  onRemove: (bookmark: Bookmark) => void;
};

/** Seed 000 §2 "Bookmarks", made real: the learner's saved courses, newest first. */
export function BookmarksView({ bookmarks, removingIds, onRemove }: BookmarksViewProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Kaydedilenler</Title>
        {bookmarks.length > 0 && <Text c="dimmed">{`${bookmarks.length} kurs kaydettin`}</Text>}
      </div>
      {bookmarks.length === 0 ? (
        <Paper withBorder radius="md" py="xl" px="md">
          <EmptyState
            icon={<IconBookmark size={32} aria-hidden="true" />}
            title="Henüz kaydettiğin bir kurs yok"
            description="Kurs kartlarındaki ve kurs sayfalarındaki 'Kaydet' düğmesiyle kursları buraya ekleyebilirsin."
          >
            <Button component={Link} to={paths.courses} mt="sm">
              Kursları Keşfet
            </Button>
          </EmptyState>
        </Paper>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {bookmarks.map((bookmark) => (
            <li key={bookmark.id}>
              <Paper withBorder radius="md" p="md" className={classes.item} data-testid="bookmark-item">
                <div className={classes.image}>
                  <CourseImage src={bookmark.image} radius="var(--mantine-radius-sm)" />
                </div>
                <Stack gap={6} className={classes.body}>
                  <Title order={2} size="h4">
                    <Anchor component={Link} to={paths.course(bookmark.courseId)} c="inherit" fw={700}>
                      {bookmark.name}
                    </Anchor>
                  </Title>
                  <Text size="sm" lineClamp={2}>
                    {bookmark.description}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {`Kaydedilme tarihi: ${formatLongDate(bookmark.createdAt)}`}
                  </Text>
                </Stack>
                <Group className={classes.actions} gap="xs">
                  <Button
                    variant="default"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    loading={removingIds.has(bookmark.id)}
                    onClick={() => onRemove(bookmark)}
                    aria-label={`Kaldır: ${bookmark.name}`}
                  >
                    Kaldır
                  </Button>
                </Group>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function BookmarksSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Kaydedilenler yükleniyor">
      <Title order={1}>Kaydedilenler</Title>
      {[0, 1, 2].map((key) => (
        <Paper key={key} withBorder radius="md" p="md" className={classes.item}>
          <Skeleton className={classes.image} style={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Stack gap={8} className={classes.body}>
            <Skeleton height={20} width="60%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="40%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
