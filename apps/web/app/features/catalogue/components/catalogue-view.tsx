import type { CourseListItem, PagedCourses } from '@kampus/contract';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCircleCheck, IconSearchOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useFetcher, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { CourseCard } from '../../../components/ui/course-card.tsx';
import { LazyDrawer } from '../../../components/ui/lazy-drawer.tsx';
import { paths } from '../../../config/paths.ts';
import { ADD_TO_BASKET, type AddToBasketResult } from '../add-to-basket.ts';
import type { FilterOptions } from '../catalogue-api.ts';
import {
  activeFilterChips,
  type CatalogueLocation,
  type CourseFilters,
  catalogueHref,
  chosenFilterCount,
  hasAnyFilter,
  listKeyOf,
  priceSliderTop,
} from '../course-filters.ts';
import { useCourseList } from '../use-course-list.ts';
import { useInfiniteScroll } from '../use-infinite-scroll.ts';
import { ActiveFilters } from './active-filters.tsx';
import classes from './catalogue-view.module.css';
import { FilterPanel } from './filter-panel.tsx';

export type CatalogueViewProps = {
  location: CatalogueLocation;
  coursePage: Promise<PagedCourses>;
  /** Null on a scroll continuation: the options on screen stay. */
  filterOptions: Promise<FilterOptions> | null;
};

/** Seed 000 §2 "Catalogue": heading, count, filters (side card or phone sheet), cards with infinite scroll. */
export function CatalogueView({ location, coursePage, filterOptions }: CatalogueViewProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const list = useCourseList(location, coursePage);
  const options = useFilterOptions(filterOptions);
  const [isSheetOpen, sheet] = useDisclosure(false);
  const { filters, pageSize } = location;

  const isNavigatingHere = navigation.state === 'loading' && navigation.location.pathname === paths.courses;
  const isApplying =
    list.status === 'loading' || (isNavigatingHere && !navigation.location.search.includes('_internal'));

  const apply = (next: CourseFilters) => {
    sheet.close();
    navigate(catalogueHref(next, { pageSize }));
  };
  const reset = () => {
    sheet.close();
    navigate(paths.courses);
  };

  const { sentinelRef, isSupported } = useInfiniteScroll({
    // Seed 000 §4: only when nothing is loading and there is a next page; and only once the page the address
    // names is on screen, so one page is never asked for twice.
    canLoadMore:
      list.status === 'idle' &&
      navigation.state === 'idle' &&
      list.hasNextPage &&
      list.lastPage === location.page,
    onLoadMore: () =>
      navigate(catalogueHref(filters, { page: list.lastPage + 1, pageSize, isInternal: true }), {
        replace: true,
        preventScrollReset: true,
      }),
  });

  const chosen = chosenFilterCount(filters);
  const panel = (isFitted: boolean) => (
    <FilterPanel
      isFitted={isFitted}
      // A new filter set (applied, reset, back button) starts the panel from it.
      key={listKeyOf(location)}
      applied={filters}
      options={options}
      priceTop={priceSliderTop(list.maxListPrice)}
      isApplying={isApplying}
      onApply={apply}
      onReset={reset}
    />
  );
  const chips = activeFilterChips(filters, options);

  return (
    <div className={classes.layout}>
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm" className={classes.header}>
        <div>
          {/* One line at every width, the phone's 'Filtreler' button with its badge beside it included. */}
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ whiteSpace: 'nowrap' }}>
            All Courses
          </Title>
          <Text c="dimmed" aria-live="polite" data-testid="course-count">
            {list.status === 'loading' ? 'Kurslar aranıyor…' : `${list.totalItemCount} kurs bulundu`}
          </Text>
        </div>
        <Button
          hiddenFrom="md"
          variant="default"
          style={{ flexShrink: 0 }}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          rightSection={
            chosen > 0 ? (
              <Badge size="sm" circle color="indigo.8" data-testid="filter-badge">
                {chosen}
                <VisuallyHidden> seçili</VisuallyHidden>
              </Badge>
            ) : undefined
          }
          onClick={sheet.open}
          aria-haspopup="dialog"
          aria-expanded={isSheetOpen}
        >
          Filtreler
        </Button>
      </Group>

      <Box component="aside" aria-label="Filtreler" visibleFrom="md" className={classes.aside}>
        {/*
          Sticky and kept to the screen's height, beside the heading from the top, so 'Filtrele' is always in reach;
          the long lists inside give up room first (FilterPanel isFitted).
        */}
        <Paper withBorder p="md" radius="md" className={classes.card}>
          {panel(true)}
        </Paper>
      </Box>

      <Box component="section" aria-label="Kurslar" className={classes.main}>
        <Stack gap="md">
          {chips.length > 0 && (
            <ActiveFilters chips={chips} onRemove={(chip) => apply(chip.without)} onClear={reset} />
          )}
          <CourseResults
            list={list}
            hasFilters={hasAnyFilter(filters)}
            onRetry={() => revalidator.revalidate()}
            sentinelRef={sentinelRef}
            canLoadManually={!isSupported && list.hasNextPage && list.status === 'idle'}
            onLoadMore={() =>
              navigate(catalogueHref(filters, { page: list.lastPage + 1, pageSize, isInternal: true }), {
                replace: true,
                preventScrollReset: true,
              })
            }
          />
        </Stack>
      </Box>

      <LazyDrawer
        opened={isSheetOpen}
        onClose={sheet.close}
        title="Filtreler"
        position="right"
        size="sm"
        padding="md"
        closeButtonProps={{ 'aria-label': 'Filtreleri kapat' }}
      >
        {isSheetOpen && panel(false)}
      </LazyDrawer>
    </div>
  );
}

const useFilterOptions = (request: Promise<FilterOptions> | null): FilterOptions | null => {
  const [options, setOptions] = useState<FilterOptions | null>(null);
  useEffect(() => {
    if (!request) return;
    let isCurrent = true;
    // fetchFilterOptions never rejects: a failed list is an empty one.
    void request.then((loaded) => {
      if (isCurrent) setOptions(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [request]);
  return options;
};

type CourseResultsProps = {
  list: ReturnType<typeof useCourseList>;
  hasFilters: boolean;
  onRetry: () => void;
  sentinelRef: (node: HTMLElement | null) => void;
  canLoadManually: boolean;
  onLoadMore: () => void;
};

function CourseResults({
  list,
  hasFilters,
  onRetry,
  sentinelRef,
  canLoadManually,
  onLoadMore,
}: CourseResultsProps) {
  if (list.status === 'loading')
    return (
      <Center py={64}>
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden="true" />
          <Text>Kurslar yükleniyor...</Text>
        </Stack>
      </Center>
    );

  if (list.status === 'error')
    return (
      <Alert color="red" title="Kurslar yüklenemedi" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Bağlantınızı kontrol edip tekrar deneyin.</Text>
          <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
            Tekrar dene
          </Button>
        </Stack>
      </Alert>
    );

  if (list.items.length === 0)
    return (
      <Paper withBorder radius="md" py="xl" px="md">
        <EmptyState
          icon={<IconSearchOff size={32} aria-hidden="true" />}
          title={hasFilters ? 'Filtrelere uygun kurs bulunamadı' : 'Henüz yayında kurs yok'}
        >
          {hasFilters && (
            <Anchor component={Link} to={paths.courses} fw={600}>
              Filtreleri temizle
            </Anchor>
          )}
        </EmptyState>
      </Paper>
    );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {list.items.map((course, index) => (
          // The first row (three cards on a wide screen) is what the page opens with.
          <CatalogueCourseCard key={course.id} course={course} isPriorityImage={index < 3} />
        ))}
      </SimpleGrid>

      <div ref={sentinelRef} data-testid="list-end" />

      {list.status === 'loading-more' && (
        <Group justify="center" gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">Kurslar yükleniyor...</Text>
        </Group>
      )}
      {list.status === 'error-more' && (
        <Group justify="center" gap="sm">
          <Text size="sm" c="red.9" role="alert">
            Kurslar yüklenemedi
          </Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            Tekrar dene
          </Button>
        </Group>
      )}
      {canLoadManually && (
        <Group justify="center">
          <Button variant="light" onClick={onLoadMore}>
            Daha fazla kurs göster
          </Button>
        </Group>
      )}
      {list.status === 'idle' && !list.hasNextPage && (
        <Group justify="center" gap={6} c="dimmed">
          <IconCircleCheck size={18} aria-hidden="true" />
          <Text size="sm">Tüm kurslar yüklendi</Text>
        </Group>
      )}
    </Stack>
  );
}

/** A catalogue card whose 'Sepete Ekle' posts to the catalogue's action and then reads 'Sepete Git'. */
export function CatalogueCourseCard({
  course,
  isPriorityImage = false,
}: {
  course: CourseListItem;
  isPriorityImage?: boolean;
}) {
  const fetcher = useFetcher<AddToBasketResult>();
  const isAdded = fetcher.data?.ok === true;
  return (
    <CourseCard
      course={isAdded ? { ...course, isInTheBasket: true } : course}
      isPriorityImage={isPriorityImage}
      isAdding={fetcher.state !== 'idle'}
      onAddToBasket={(courseId) =>
        fetcher.submit({ intent: ADD_TO_BASKET, courseId }, { method: 'post', action: paths.courses })
      }
    />
  );
}
