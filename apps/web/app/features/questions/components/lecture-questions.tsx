import type { Paged, QuestionItem, QuestionSort } from '@kampus/contract';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMessageQuestion, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { markdownExcerpt } from '../markdown.ts';
import { fetchLectureQuestions } from '../questions-api.ts';
import { questionTexts as tx } from '../questions-texts.ts';
import { AskForm } from './ask-form.tsx';
import { QuestionMeta } from './question-meta.tsx';
import { QuestionThread } from './question-thread.tsx';

export type LectureQuestionsProps = {
  lectureId: string;
  /** The question open in the tab (`?question=`), or null for the list. */
  questionId: string | null;
  onOpenQuestion: (questionId: string | null) => void;
};

/** The 'Sorular' tab of the learning screen: the lecture's questions, asking, and one question open. */
export function LectureQuestions({ lectureId, questionId, onOpenQuestion }: LectureQuestionsProps) {
  const [sort, setSort] = useState<QuestionSort>('newest');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<Paged<QuestionItem> | null>(null);
  const [items, setItems] = useState<QuestionItem[]>([]);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState(false);

  const load = useCallback(
    async (pageNumber: number, signal?: AbortSignal) => {
      try {
        const next = await fetchLectureQuestions(lectureId, { pageNumber, sort, search }, signal);
        setFailed(false);
        setPage(next);
        setItems((previous) => (pageNumber === 1 ? next.items : [...previous, ...next.items]));
      } catch {
        if (!signal?.aborted) setFailed(true);
      }
    },
    [lectureId, sort, search],
  );

  useEffect(() => {
    if (questionId) return;
    const controller = new AbortController();
    void load(1, controller.signal);
    return () => controller.abort();
  }, [load, questionId]);

  if (questionId)
    return <QuestionThread key={questionId} questionId={questionId} onBack={() => onOpenQuestion(null)} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {tx.heading}
        </Title>
        {!asking && (
          <Button
            leftSection={<IconMessageQuestion size={18} aria-hidden="true" />}
            onClick={() => setAsking(true)}
          >
            {tx.ask}
          </Button>
        )}
      </Group>
      {asking && (
        <AskForm
          lectureId={lectureId}
          onCancel={() => setAsking(false)}
          onAsked={(id) => {
            setAsking(false);
            onOpenQuestion(id);
          }}
        />
      )}
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label={tx.sortLabel}
          value={sort}
          onChange={(value) => setSort(value as QuestionSort)}
          data={[
            { value: 'newest', label: tx.sortNewest },
            { value: 'top', label: tx.sortTop },
          ]}
        />
        <form
          aria-label={tx.searchLabel}
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(searchText.trim());
          }}
          style={{ flex: '1 1 14rem' }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={tx.searchLabel}
              placeholder={tx.searchPlaceholder}
              value={searchText}
              onChange={(e) => setSearchText(e.currentTarget.value)}
              maxLength={100}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="default" aria-label={tx.searchButton} px="sm">
              <IconSearch size={18} aria-hidden="true" />
            </Button>
          </Group>
        </form>
      </Group>
      {search && (
        <Group gap="xs">
          <Text size="sm">{tx.searchResults(page?.totalItemCount ?? 0)}</Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setSearchText('');
              setSearch('');
            }}
          >
            {tx.clearSearch}
          </Anchor>
        </Group>
      )}
      {failed && <Alert color="red">{tx.loadFailed}</Alert>}
      {!page && !failed && <Loader size="sm" aria-label="Sorular yükleniyor" />}
      {page && items.length === 0 && <Text c="dimmed">{search ? tx.emptySearch : tx.empty}</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((question) => (
          <Paper key={question.id} component="li" withBorder p="sm" radius="md">
            <Stack gap={4}>
              <Anchor
                component="button"
                type="button"
                fw={600}
                ta="left"
                onClick={() => onOpenQuestion(question.id)}
              >
                {question.title}
              </Anchor>
              <Text size="sm" lineClamp={2}>
                {markdownExcerpt(question.body)}
              </Text>
              {question.lectureId !== lectureId && (
                <Text size="xs" c="dimmed">
                  {tx.otherLecture}
                </Text>
              )}
              <QuestionMeta question={question} />
            </Stack>
          </Paper>
        ))}
      </Stack>
      {page?.hasNextPage && (
        <Button variant="default" onClick={() => void load(page.currentPage + 1)} w="fit-content">
          {tx.more}
        </Button>
      )}
    </Stack>
  );
}
