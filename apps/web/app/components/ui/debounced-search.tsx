import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** Seed 001 §4, §9: lists search 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

export type DebouncedSearchProps = {
  /** The search the list shows now (from the address). */
  value: string;
  /** Called with the trimmed term once typing paused; not called when the term did not change. */
  onSearch: (term: string) => void;
  label: string;
  placeholder?: string;
  delayMs?: number;
  maxLength?: number;
};

/**
 * A search box that asks for a new list only once typing pauses, and follows the address when it changes
 * elsewhere (back button, a link). Clearing with the × button searches at once.
 */
export function DebouncedSearch({
  value,
  onSearch,
  label,
  placeholder = 'Ara...',
  delayMs = SEARCH_DEBOUNCE_MS,
  maxLength = 100,
}: DebouncedSearchProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest props, so that a pending timer reports to the current list and compares with the current value.
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  /** The last term this box reported: when the address catches up with it, the box is already showing it. */
  const reported = useRef(value.trim());

  useEffect(() => {
    // Our own search coming back once its rows loaded: the person may have typed on meanwhile, so the box keeps
    // their text. Any other change (back button, a link) is shown.
    if (value.trim() === reported.current) return;
    reported.current = value.trim();
    clearTimeout(timer.current);
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string) => {
    const term = next.trim();
    if (term === latest.current.value.trim()) return;
    reported.current = term;
    latest.current.onSearch(term);
  };

  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => report(next), delayMs);
  };

  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    report('');
  };

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={maxLength}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        // Enter searches at once instead of waiting for the pause.
        if (event.key === 'Enter') {
          event.preventDefault();
          clearTimeout(timer.current);
          report(text);
        }
      }}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={text ? <CloseButton size="sm" aria-label="Aramayı temizle" onClick={clear} /> : null}
    />
  );
}
