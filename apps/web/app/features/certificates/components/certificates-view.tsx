import { type Certificate, formatLongDate } from '@kampus/contract';
import {
  Anchor,
  Button,
  Code,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCertificate, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The learner's certificates: course, date, verification code, the PDF and the public page. */
export function CertificatesView({ certificates }: { certificates: Certificate[] }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Sertifikalarım</Title>
        <Text c="dimmed">Bir kursun tüm derslerini tamamladığında sertifikan burada görünür.</Text>
      </div>
      {certificates.length === 0 ? (
        <Paper withBorder radius="md" py="xl" px="md">
          <EmptyState
            icon={<IconCertificate size={32} aria-hidden="true" />}
            title="Henüz bir sertifikan yok"
            description="Kayıtlı olduğun bir kursu bitirdiğinde sertifikan hazırlanır."
          >
            <Button component={Link} to={paths.myCourses} mt="sm">
              Kurslarıma git
            </Button>
          </EmptyState>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="lg"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {certificates.map((certificate) => (
            <li key={certificate.id}>
              <Paper withBorder radius="md" p="md" h="100%" data-testid="certificate-item">
                <Stack gap="sm" h="100%">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="light" color="teal" size="xl" radius="md" aria-hidden="true">
                      <IconCertificate size={24} />
                    </ThemeIcon>
                    <Stack gap={2} miw={0}>
                      <Title order={2} size="h4">
                        <Anchor component={Link} to={paths.course(certificate.courseId)} c="inherit" fw={700}>
                          {certificate.courseName}
                        </Anchor>
                      </Title>
                      {certificate.lecturerName && (
                        <Text size="sm" c="dimmed">{`Eğitmen: ${certificate.lecturerName}`}</Text>
                      )}
                    </Stack>
                  </Group>
                  <Stack gap={4}>
                    <Text size="sm">{`Veriliş tarihi: ${formatLongDate(certificate.issuedAt)}`}</Text>
                    <Text size="sm">
                      {'Doğrulama kodu: '}
                      <Code fz="sm" data-testid="verification-code">
                        {certificate.verificationCode}
                      </Code>
                    </Text>
                  </Stack>
                  <Group gap="sm" mt="auto">
                    <Button
                      component="a"
                      href={certificate.downloadUrl}
                      download={`sertifika-${certificate.verificationCode}.pdf`}
                      leftSection={<IconDownload size={16} aria-hidden="true" />}
                      aria-label={`PDF indir: ${certificate.courseName}`}
                    >
                      PDF indir
                    </Button>
                    <Button
                      component={Link}
                      to={paths.certificateVerify(certificate.verificationCode)}
                      variant="default"
                      leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
                      aria-label={`Doğrulama sayfası: ${certificate.courseName}`}
                    >
                      Doğrulama sayfası
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function CertificatesSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Sertifikalar yükleniyor">
      <Title order={1}>Sertifikalarım</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {[0, 1].map((key) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Skeleton height={22} width="70%" />
              <Skeleton height={12} width="40%" />
              <Skeleton height={12} width="55%" />
              <Skeleton height={36} width="60%" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
