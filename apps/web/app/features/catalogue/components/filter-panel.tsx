import type { FilterOption } from '@kampus/contract';
import {
  Box,
  Button,
  Checkbox,
  Group,
  RangeSlider,
  Skeleton,
  Slider,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { levelLabelOf } from '../../../components/ui/level-badge.tsx';
import type { FilterOptions } from '../catalogue-api.ts';
import {
  type CourseFilters,
  matchesTyped,
  PRICE_MIN,
  PRICE_STEP,
  priceLabel,
  priceRangeOf,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  ratingLabel,
  withMinRating,
  withPriceRange,
} from '../course-filters.ts';
import classes from './filter-panel.module.css';

const LEVELS = [0, 1, 2] as const;

export type FilterPanelProps = {
  /** The filters of the list on screen; the panel edits a copy until 'Filtrele'. */
  applied: CourseFilters;
  /** Null while the options load. */
  options: FilterOptions | null;
  /** The price slider's open top end (`priceSliderTop` of the catalogue's highest list price). */
  priceTop: number;
  isApplying: boolean;
  onApply: (filters: CourseFilters) => void;
  onReset: () => void;
  /**
   * In the desktop side card: the panel fills the card's height (which is kept to the screen) and the two long
   * lists give up room first, each scrolling in its own box, so that the card itself need not scroll.
   */
  isFitted?: boolean;
};

/**
 * Seed 000 §2 filter panel: search, levels, price range, minimum rating, then the long lists of categories and tags
 * (each searchable), so that the short filters are never pushed out of view by the lists.
 */
export function FilterPanel({
  applied,
  options,
  priceTop,
  isApplying,
  onApply,
  onReset,
  isFitted = false,
}: FilterPanelProps) {
  const [draft, setDraft] = useState<CourseFilters>(applied);
  const [low, high] = priceRangeOf(draft, priceTop);
  const showPrice = (lira: number) => priceLabel(lira, priceTop);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form onSubmit={submit} aria-label="Kurs filtreleri" className={isFitted ? classes.fitted : undefined}>
      <Stack gap="md" className={classes.stack}>
        <TextInput
          label="Kurs ara"
          placeholder="Kurs adı veya açıklaması"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={draft.search}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, search: event.currentTarget.value })}
        />

        <Checkbox.Group
          label="Seviye"
          value={draft.levels.map(String)}
          onChange={(levels) => setDraft({ ...draft, levels: levels.map(Number).sort() })}
        >
          <Group gap="md" mt={6}>
            {LEVELS.map((level) => (
              <Checkbox key={level} value={String(level)} label={levelLabelOf(level)} />
            ))}
          </Group>
        </Checkbox.Group>

        <RangeLabel label="Fiyat aralığı" value={`${showPrice(low)} – ${showPrice(high)}`}>
          <RangeSlider
            min={PRICE_MIN}
            max={priceTop}
            step={PRICE_STEP}
            minRange={0}
            value={[low, high]}
            onChange={(range) => setDraft(withPriceRange(draft, range, priceTop))}
            label={showPrice}
            thumbFromLabel="En düşük fiyat"
            thumbToLabel="En yüksek fiyat"
            thumbValueText={showPrice}
            mx={8}
            mb="sm"
          />
        </RangeLabel>

        <RangeLabel label="En düşük puan" value={ratingLabel(draft.minRating ?? RATING_MIN)}>
          <Slider
            min={RATING_MIN}
            max={RATING_MAX}
            step={RATING_STEP}
            value={draft.minRating ?? RATING_MIN}
            onChange={(rating) => setDraft(withMinRating(draft, rating))}
            label={ratingLabel}
            thumbLabel="En düşük puan"
            mx={8}
            mb="sm"
          />
        </RangeLabel>

        <SearchableChecklist
          label="Kategoriler"
          searchLabel="Kategori ara"
          emptyText="Kategori bulunamadı"
          options={options?.categories ?? null}
          applied={applied.categories}
          value={draft.categories}
          onChange={(categories) => setDraft({ ...draft, categories })}
        />

        <SearchableChecklist
          label="Etiketler"
          searchLabel="Etiket ara"
          emptyText="Etiket bulunamadı"
          options={options?.tags ?? null}
          applied={applied.tags}
          value={draft.tags}
          onChange={(tags) => setDraft({ ...draft, tags })}
        />

        <Group grow gap="sm" className={classes.actions}>
          <Button type="submit" disabled={isApplying}>
            {isApplying ? 'Uygulanıyor...' : 'Filtrele'}
          </Button>
          <Button type="button" variant="default" onClick={onReset} disabled={isApplying}>
            Sıfırla
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RangeLabel({ label, value, children }: { label: string; value: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500} component="span">
          {label}
        </Text>
        <Text size="sm" c="dimmed" component="span" aria-hidden="true">
          {value}
        </Text>
      </Group>
      {children}
    </Stack>
  );
}

type SearchableChecklistProps = {
  label: string;
  searchLabel: string;
  emptyText: string;
  options: FilterOption[] | null;
  /** The applied choices: listed first, so that what filters the list on screen is in view in its box. */
  applied: string[];
  value: string[];
  onChange: (value: string[]) => void;
};

/** A checkbox list with a box that narrows it as the user types (case and Turkish letters ignored). */
function SearchableChecklist({
  label,
  searchLabel,
  emptyText,
  options,
  applied,
  value,
  onChange,
}: SearchableChecklistProps) {
  const [typed, setTyped] = useState('');
  const labelId = useId();
  // Only the applied choices move up, not each box as it is ticked: the list stays still under the pointer.
  const shown = (options ?? [])
    .filter((option) => matchesTyped(option.name, typed))
    .sort((a, b) => Number(applied.includes(b.id)) - Number(applied.includes(a.id)));

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} className={classes.checklist}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500} id={labelId} component="span">
          {label}
        </Text>
        {value.length > 0 && (
          <Text size="xs" c="dimmed" component="span">
            {value.length} seçili
          </Text>
        )}
      </Group>
      <TextInput
        aria-label={searchLabel}
        placeholder={searchLabel}
        size="xs"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        // Enter in this box narrows the list; it must not apply the whole form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {options === null ? (
        <Stack gap={8} aria-hidden="true">
          <Skeleton height={16} width="70%" />
          <Skeleton height={16} width="55%" />
          <Skeleton height={16} width="62%" />
        </Stack>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        // The browser's own scrolling: Mantine's ScrollArea would bring floating-ui to the catalogue's first load.
        <Box mah={200} className={classes.optionList}>
          <Checkbox.Group value={value} onChange={onChange} aria-label={label}>
            <Stack gap={8} py={2} px={2}>
              {shown.map((option) => (
                <Checkbox key={option.id} value={option.id} label={option.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        </Box>
      )}
    </Stack>
  );
}
