import { type CourseDetail, formatLongDate } from '@kampus/contract';
import { Button, Group, Paper, type PaperProps, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconLanguage, IconRefresh, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { formatPercent } from '../../../components/ui/course-card.tsx';
import { CourseImage } from '../../../components/ui/course-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { paths } from '../../../config/paths.ts';
import { ADD_TO_BASKET } from '../add-to-basket.ts';
import { ShareCourse } from './share-course.tsx';

type CoursePanelProps = {
  detail: CourseDetail;
  shareUrl: string;
  isAddingToBasket: boolean;
  sideActions: ReactNode;
} & Pick<PaperProps, 'pos' | 'top'>;

/** Side panel: image, the buying or learning state, enrolment count, facts and sharing. */
export function CoursePanel({
  detail,
  shareUrl,
  isAddingToBasket,
  sideActions,
  ...paperProps
}: CoursePanelProps) {
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Kurs özeti" {...paperProps}>
      <Stack gap="md">
        <CourseImage src={detail.image} radius="var(--mantine-radius-sm)" />
        <CourseState detail={detail} isAdding={isAddingToBasket} />
        {sideActions}
        <Stack gap={6}>
          <Fact
            icon={<IconUsers size={18} aria-hidden="true" />}
          >{`${detail.purchasedCount} öğrenci kayıtlı`}</Fact>
          {detail.language && (
            <Fact icon={<IconLanguage size={18} aria-hidden="true" />}>{`Dil: ${detail.language}`}</Fact>
          )}
          {detail.isCertified && (
            <Fact icon={<IconCertificate size={18} aria-hidden="true" />}>Bitirene sertifika</Fact>
          )}
          <Fact icon={<IconRefresh size={18} aria-hidden="true" />}>
            {`Son güncelleme: ${formatLongDate(detail.updatedAt)}`}
          </Fact>
        </Stack>
        <ShareCourse url={shareUrl} title={detail.name} />
      </Stack>
    </Paper>
  );
}

/** Owned → progress and 'Continue Learning'; in the basket → 'Sepete Git'; otherwise price and 'Sepete Ekle'. */
function CourseState({ detail, isAdding }: { detail: CourseDetail; isAdding: boolean }) {
  if (detail.isCoursePurchased)
    return (
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>İlerlemen</Text>
          <Text size="sm">{`${detail.completedLessons}/${detail.totalLessons} ders • ${formatPercent(detail.progressPercent)}`}</Text>
        </Group>
        <Progress
          value={detail.progressPercent}
          size="lg"
          aria-label={`İlerleme: ${formatPercent(detail.progressPercent)}`}
        />
        <Button component={Link} to={paths.courseLearning(detail.id)} size="md" mt="xs">
          Continue Learning
        </Button>
      </Stack>
    );

  return (
    <Stack gap="sm">
      <Price
        priceText={detail.priceText}
        price={detail.price}
        discountedPrice={detail.discountedPrice}
        size="xl"
      />
      {detail.isInTheBasket ? (
        <Button component={Link} to={paths.basket} size="md" variant="light">
          Sepete Git
        </Button>
      ) : (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={ADD_TO_BASKET} />
          <input type="hidden" name="courseId" value={detail.id} />
          <Button type="submit" size="md" fullWidth loading={isAdding}>
            Sepete Ekle
          </Button>
        </Form>
      )}
    </Stack>
  );
}

/** One fact of the course with its icon. */
export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ThemeIcon variant="transparent" color="gray.7" size="sm">
        {icon}
      </ThemeIcon>
      <Text size="sm">{children}</Text>
    </Group>
  );
}
