import {
  authoringMessages,
  type CourseDeleteResult,
  type LecturerCourse,
  PublishStatus,
  publishStatusLabels,
} from '@kampus/contract';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { Suspense, useRef, useState } from 'react';
import { Await, Link, useNavigation, useRevalidator } from 'react-router';
import { ConfirmDeleteDialog, useDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { DebouncedSearch } from '../../../components/ui/debounced-search.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { deleteCourse, setPublishStatus } from '../authoring-api.ts';
import { authoringTexts } from '../authoring-texts.ts';
import { type CourseStatusFilter, useAddressQuery } from '../course-list-query.ts';
import { LecturerCourseCard } from './lecturer-course-card.tsx';

const texts = authoringTexts.courses;

const statusOptions = [
  { value: 'all', label: texts.allStatuses },
  { value: 'published', label: publishStatusLabels[PublishStatus.Published] },
  { value: 'draft', label: publishStatusLabels[PublishStatus.Draft] },
  { value: 'archived', label: publishStatusLabels[PublishStatus.Archived] },
];

export type ManageCoursesQuery = { search: string; status: CourseStatusFilter };

function Header() {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <ActionIcon
            component={Link}
            to={paths.lecturer.home}
            variant="default"
            size="lg"
            aria-label={authoringTexts.back}
            mt={6}
          >
            <IconArrowLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <div>
            <Title order={1}>{texts.title}</Title>
            <Text c="dimmed" mt={4}>
              {texts.subtitle}
            </Text>
          </div>
        </Group>
        <Button
          component={Link}
          to={paths.lecturer.createCourse}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          {texts.newCourse}
        </Button>
      </Group>
    </Stack>
  );
}

function Filters({ query }: { query: ManageCoursesQuery }) {
  const address = useAddressQuery();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <div style={{ flex: '1 1 260px' }}>
        <DebouncedSearch
          value={query.search}
          onSearch={(term) => address.setFilter('search', term)}
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
        />
      </div>
      <Select
        label={texts.statusLabel}
        data={statusOptions}
        value={query.status}
        onChange={(value) => address.setFilter('status', value ?? 'all')}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}

function CardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
      {[0, 1, 2].map((key) => (
        <Card key={key} withBorder padding="md">
          <Skeleton h={150} mb="sm" />
          <Skeleton h={20} w="70%" mb="xs" />
          <Skeleton h={14} mb={6} />
          <Skeleton h={14} w="60%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * Seed 001 §2 "Course management list". The title, search and status filter stay put while the courses load, so
 * typing into the search is never lost to a loading screen.
 */
export function ManageCoursesPage({
  query,
  courses,
}: {
  query: ManageCoursesQuery;
  courses: Promise<LecturerCourse[]>;
}) {
  return (
    <Stack gap="lg">
      <Header />
      <Filters query={query} />
      <Suspense fallback={<CardsSkeleton />}>
        <Await resolve={courses}>{(list) => <ManageCoursesView courses={list} query={query} />}</Await>
      </Suspense>
    </Stack>
  );
}

/** The lecturer's course cards with their actions, or why there are none; the delete dialog. */
function ManageCoursesView({ courses, query }: { courses: LecturerCourse[]; query: ManageCoursesQuery }) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const address = useAddressQuery();
  const [changing, setChanging] = useState<string | null>(null);
  const outcome = useRef<CourseDeleteResult | null>(null);
  const dialog = useDeleteDialog(
    async (course: LecturerCourse) => {
      outcome.current = await deleteCourse(course.id);
    },
    () => {
      // A course with buyers is archived instead of deleted: say which of the two happened.
      if (outcome.current?.isArchived) notify('warning', authoringMessages.courseArchivedInstead);
      else notify('success', authoringMessages.courseDeleted);
      void revalidator.revalidate();
    },
  );

  const changeStatus = async (course: LecturerCourse, to: PublishStatus) => {
    setChanging(course.id);
    try {
      await setPublishStatus(course.id, to);
      await revalidator.revalidate();
    } catch {
      // The API client showed the server's reason (e.g. a course without lectures cannot be published).
    } finally {
      setChanging(null);
    }
  };

  const isFiltered = query.search !== '' || query.status !== 'all';
  const isLoading =
    navigation.state === 'loading' && navigation.location?.pathname === paths.lecturer.manageCourses;

  return (
    <>
      {courses.length === 0 ? (
        isFiltered ? (
          <EmptyState
            isSearch
            message={texts.emptyTitle}
            action={
              <Stack gap="xs" align="center">
                <Text size="sm" c="dimmed">
                  {texts.emptyText}
                </Text>
                <Button variant="default" size="xs" onClick={() => address.clear('search', 'status')}>
                  {texts.clearFilters}
                </Button>
              </Stack>
            }
          />
        ) : (
          <EmptyState
            message={texts.noCoursesTitle}
            action={
              <Button
                component={Link}
                to={paths.lecturer.createCourse}
                leftSection={<IconPlus size={16} aria-hidden="true" />}
              >
                {texts.newCourse}
              </Button>
            }
          />
        )
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          aria-label={texts.listLabel}
          aria-busy={isLoading || undefined}
          style={{ opacity: isLoading ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {courses.map((course) => (
            <LecturerCourseCard
              key={course.id}
              course={course}
              onDelete={dialog.open}
              onStatusChange={changeStatus}
              isChanging={changing === course.id}
            />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDeleteDialog
        opened={dialog.target !== null}
        title={dialog.subject ? texts.deleteQuestion(dialog.subject.name) : ''}
        error={dialog.error}
        isDeleting={dialog.isDeleting}
        onConfirm={() => void dialog.confirm()}
        onClose={dialog.close}
      >
        <Text size="sm">{texts.deleteText}</Text>
      </ConfirmDeleteDialog>
    </>
  );
}
