import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartBar,
  IconClipboardCheck,
  IconDiscount,
  IconEdit,
  IconMessageQuestion,
  IconSquarePlus,
  IconUserEdit,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { lecturerTexts } from '../lecturer-texts.ts';
import classes from './lecturer-home.module.css';

const texts = lecturerTexts.home;

type HomeCard = { title: string; text: string; to: string; icon: TablerIcon; color: string };

/** Seed 001 §2: the five cards of the lecturer home, in the seed's order, and the questions inbox (CONTRACT.md §15). */
export const homeCards: HomeCard[] = [
  {
    title: texts.createCourse,
    text: texts.createCourseText,
    to: paths.lecturer.createCourse,
    icon: IconSquarePlus,
    color: 'indigo',
  },
  {
    title: texts.manageCourses,
    text: texts.manageCoursesText,
    to: paths.lecturer.manageCourses,
    icon: IconEdit,
    color: 'teal',
  },
  // The seed's card had no link; it opens the account page where the profile is edited.
  {
    title: texts.profile,
    text: texts.profileText,
    to: paths.settingsAccountInfo,
    icon: IconUserEdit,
    color: 'grape',
  },
  {
    title: texts.finance,
    text: texts.financeText,
    to: paths.lecturer.finance,
    icon: IconChartBar,
    color: 'orange',
  },
  {
    title: texts.discountCodes,
    text: texts.discountCodesText,
    to: paths.lecturer.discountCodes,
    icon: IconDiscount,
    color: 'pink',
  },
  {
    title: texts.questions,
    text: texts.questionsText,
    to: paths.lecturer.questions,
    icon: IconMessageQuestion,
    color: 'cyan',
  },
  {
    title: texts.submissions,
    text: texts.submissionsText,
    to: paths.lecturer.submissions,
    icon: IconClipboardCheck,
    color: 'teal',
  },
];

export function LecturerHomeView() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed" mt={4}>
          {texts.subtitle}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className={classes.list}>
        {homeCards.map((card) => (
          <li key={card.to}>
            <Paper component={Link} to={card.to} withBorder p="lg" radius="md" className={classes.card}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={48} radius="md" variant="light" color={card.color} aria-hidden="true">
                  <card.icon size={28} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Title order={2} size="h4">
                    {card.title}
                  </Title>
                  <Text size="sm" c="dimmed" mt={4}>
                    {card.text}
                  </Text>
                </div>
              </Group>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
