import { Level, labelOf, levelLabels } from '@kampus/contract';
import { Badge, type BadgeProps } from '@mantine/core';

/**
 * Seed 000 §3: Başlangıç green, Orta yellow, İleri red, anything else 'Unknown'. Shades are chosen so that the
 * label keeps AA contrast (dark text on yellow, white on the dark green and red).
 */
const levelShades: Record<number, string> = {
  // Mantine's green.9 is 4.4:1 under white text; this green keeps the hue at 5.3:1.
  [Level.Beginner]: '#1e7b34',
  [Level.Intermediate]: 'yellow.4',
  [Level.Advanced]: 'red.9',
};

export const levelLabelOf = (level: number) => labelOf(levelLabels, level);

export function LevelBadge({ level, ...props }: { level: number } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge color={levelShades[level] ?? 'gray.7'} autoContrast variant="filled" {...props}>
      {levelLabelOf(level)}
    </Badge>
  );
}
