import { Code, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { type LessonBlock, parseInline, parseLessonText } from '../lesson-text.ts';

function Inline({ text }: { text: string }) {
  return parseInline(text).map((part, i) => {
    const key = `${i}-${part.kind}`;
    if (part.kind === 'code') return <Code key={key}>{part.text}</Code>;
    if (part.kind === 'strong') return <strong key={key}>{part.text}</strong>;
    return <Fragment key={key}>{part.text}</Fragment>;
  });
}

// The course title is the page's h1 and the lecture's name its h2, so the text's own headings start at h3.
const headingOrder = { 1: 3, 2: 4, 3: 5 } as const;

function Block({ block }: { block: LessonBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Title order={headingOrder[block.level]} mt="xs">
          <Inline text={block.text} />
        </Title>
      );
    case 'code':
      return (
        <Code block style={{ fontSize: 'var(--mantine-font-size-sm)', whiteSpace: 'pre', overflowX: 'auto' }}>
          {block.text}
        </Code>
      );
    case 'list':
      return (
        <List type={block.isOrdered ? 'ordered' : 'unordered'} spacing={4}>
          {block.items.map((item, i) => (
            // Items are plain text in a fixed order; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <List.Item key={i}>
              <Inline text={item} />
            </List.Item>
          ))}
        </List>
      );
    default:
      return (
        <Text style={{ whiteSpace: 'pre-line' }} lh={1.7}>
          <Inline text={block.text} />
        </Text>
      );
  }
}

/** A Text lecture, formatted: paragraphs, headings, lists and code, rendered as elements (never as raw HTML). */
export function TextLecture({ content }: { content: string }) {
  const blocks = useMemo(() => parseLessonText(content), [content]);
  if (blocks.length === 0) return <Text c="dimmed">Bu dersin metni henüz eklenmedi.</Text>;
  return (
    <Stack gap="md" maw={760} data-testid="text-lecture">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are derived from the text in order and never reorder
        <Block key={i} block={block} />
      ))}
    </Stack>
  );
}
