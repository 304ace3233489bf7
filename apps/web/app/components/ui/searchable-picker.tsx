import { foldForSearch } from '@kampus/contract';
import { CheckIcon, Combobox, Group, InputBase, Pill, Text, useCombobox } from '@mantine/core';
import { type ReactNode, useId, useMemo, useState } from 'react';

export type PickerOption = { value: string; label: string; hint?: string };

type CommonProps = {
  label: string;
  options: PickerOption[];
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  'data-testid'?: string;
};

export type SearchablePickerProps = CommonProps &
  (
    | { multiple?: false; value: string | null; onChange: (value: string | null) => void }
    | { multiple: true; value: string[]; onChange: (value: string[]) => void }
  );

const texts = {
  placeholder: 'Seçin...',
  search: 'Ara...',
  empty: 'Sonuç bulunamadı.',
  remove: (name: string) => `${name} seçimini kaldır`,
  selectedCount: (count: number) => `${count} seçili`,
} as const;

/** Options whose label holds the term, any letter case, with or without Turkish letters (`isik` finds `Işık`). */
export const filterOptions = (options: PickerOption[], term: string): PickerOption[] => {
  const folded = foldForSearch(term.trim());
  return folded ? options.filter((option) => foldForSearch(option.label).includes(folded)) : options;
};

/**
 * The reusable searchable picker: a button reading 'Seçin...' until something is chosen, a dropdown
 * with a search box 'Ara...' and 'Sonuç bulunamadı.' when nothing matches. With `multiple` it keeps a list, shown
 * as removable pills below the button (a remove button inside the picker's button would not be reachable).
 */
export function SearchablePicker(props: SearchablePickerProps) {
  const { label, options, description, error, withAsterisk, disabled, onBlur } = props;
  const [search, setSearch] = useState('');
  const searchId = useId();
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      combobox.focusTarget();
      setSearch('');
      onBlur?.();
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });

  const selected = props.multiple ? props.value : props.value ? [props.value] : [];
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const shown = filterOptions(options, search);

  const choose = (value: string) => {
    if (props.multiple) {
      props.onChange(
        props.value.includes(value) ? props.value.filter((v) => v !== value) : [...props.value, value],
      );
      return;
    }
    props.onChange(value);
    combobox.closeDropdown();
  };

  const selectedLabels = selected.map((value) => byValue.get(value)?.label ?? value);
  const buttonText =
    selected.length === 0 ? (
      // Mantine's placeholder grey is below AA contrast; this text is the field's whole content, so it must be read.
      <Text span size="sm" c="dimmed">
        {texts.placeholder}
      </Text>
    ) : props.multiple ? (
      <Text span size="sm" lineClamp={1}>
        {selected.length === 1 ? selectedLabels[0] : texts.selectedCount(selected.length)}
      </Text>
    ) : (
      <Text span size="sm" lineClamp={1}>
        {selectedLabels[0]}
      </Text>
    );

  return (
    <div data-testid={props['data-testid']}>
      <Combobox store={combobox} onOptionSubmit={choose} withinPortal disabled={disabled}>
        <Combobox.Target targetType="button">
          <InputBase
            component="button"
            type="button"
            pointer
            label={label}
            description={description}
            error={error}
            withAsterisk={withAsterisk}
            disabled={disabled}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
            onClick={() => combobox.toggleDropdown()}
          >
            {buttonText}
          </InputBase>
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Search
            id={searchId}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            placeholder={texts.search}
            aria-label={`${label}: ${texts.search}`}
          />
          <Combobox.Options mah={260} style={{ overflowY: 'auto' }} aria-label={label}>
            {shown.length === 0 ? (
              <Combobox.Empty>{texts.empty}</Combobox.Empty>
            ) : (
              shown.map((option) => {
                const isSelected = selected.includes(option.value);
                return (
                  <Combobox.Option
                    key={option.value}
                    value={option.value}
                    active={isSelected}
                    selected={isSelected}
                    aria-selected={isSelected}
                  >
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <span style={{ width: 14, flexShrink: 0, paddingTop: 3 }} aria-hidden="true">
                        {isSelected ? <CheckIcon size={12} /> : null}
                      </span>
                      <div>
                        <Text size="sm">{option.label}</Text>
                        {option.hint && (
                          <Text size="xs" c="dimmed">
                            {option.hint}
                          </Text>
                        )}
                      </div>
                    </Group>
                  </Combobox.Option>
                );
              })
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {props.multiple && selected.length > 0 && (
        <Pill.Group mt={6} aria-label={`${label}: ${texts.selectedCount(selected.length)}`} role="list">
          {selected.map((value, index) => (
            <Pill
              key={value}
              role="listitem"
              withRemoveButton={!disabled}
              onRemove={() => props.onChange(props.value.filter((v) => v !== value))}
              // Mantine hides the remove button from the keyboard (it expects a pills input); here it is the only way.
              removeButtonProps={{
                'aria-label': texts.remove(selectedLabels[index] ?? value),
                'aria-hidden': false,
                tabIndex: 0,
              }}
            >
              {selectedLabels[index]}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </div>
  );
}
