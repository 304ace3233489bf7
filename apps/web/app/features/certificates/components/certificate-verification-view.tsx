import { type CertificateVerification, formatLongDate } from '@kampus/contract';
import { Button, Code, Group, Paper, Stack, Table, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconSearch, IconShieldX } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { StandalonePage } from '../../../components/layout/standalone-page.tsx';
import { paths } from '../../../config/paths.ts';

/** The public page's frame: the brand, the result and a box to check another code. */
function VerificationFrame({ code, children }: { code: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = value.trim();
    if (next) navigate(paths.certificateVerify(next));
  };

  return (
    <StandalonePage
      maw={640}
      after={
        <Paper withBorder radius="md" p="md">
          <form onSubmit={check}>
            <Stack gap="xs">
              <Title order={2} size="h5">
                Başka bir sertifikayı doğrula
              </Title>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label="Doğrulama kodu"
                  placeholder={code || 'Örn. 7KQ2M9XH4T'}
                  value={value}
                  onChange={(event) => setValue(event.currentTarget.value)}
                  flex={1}
                  autoComplete="off"
                />
                <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
                  Doğrula
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      }
    >
      {children}
    </StandalonePage>
  );
}

/** A valid certificate: who earned it, for which course, from whom and when. */
export function CertificateVerified({
  code,
  certificate,
}: {
  code: string;
  certificate: CertificateVerification;
}) {
  const rows: [string, string][] = [
    ['Öğrenci', certificate.learnerName],
    ['Kurs', certificate.courseName],
    ['Eğitmen', certificate.lecturerName],
    ['Veriliş tarihi', formatLongDate(certificate.issuedAt)],
  ];
  return (
    <VerificationFrame code={code}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal.8" size={44} radius="xl" aria-hidden="true">
            <IconCircleCheck size={28} />
          </ThemeIcon>
          <div>
            <Title order={1} size="h2" c="teal.9">
              Geçerli sertifika
            </Title>
            <Text size="sm" c="dimmed">
              Bu sertifika Kampüs tarafından verilmiştir.
            </Text>
          </div>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 120, sm: 160 }}>{label}</Table.Th>
                <Table.Td data-testid={`verified-${label}`}>{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>Doğrulama kodu</Table.Th>
              <Table.Td>
                <Code fz="sm">{certificate.verificationCode}</Code>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </VerificationFrame>
  );
}

/** No certificate has this code (or the code is malformed). */
export function CertificateNotFound({ code, message }: { code: string; message: string }) {
  return (
    <VerificationFrame code={code}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="red.8" size={44} radius="xl" aria-hidden="true">
            <IconShieldX size={26} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Sertifika bulunamadı
          </Title>
        </Group>
        <Text>{message}</Text>
        {code && (
          <Text size="sm" c="dimmed">
            {'Aranan kod: '}
            <Code fz="sm">{code}</Code>
          </Text>
        )}
      </Stack>
    </VerificationFrame>
  );
}

/** The check could not be made (network, server): not the same as "no such certificate". */
export function CertificateCheckFailed({ code, message }: { code: string; message: string }) {
  return (
    <VerificationFrame code={code}>
      <Stack gap="sm">
        <Title order={1} size="h2">
          Doğrulama yapılamadı
        </Title>
        <Text>{message}</Text>
      </Stack>
    </VerificationFrame>
  );
}

export function CertificateChecking({ code }: { code: string }) {
  return (
    <VerificationFrame code={code}>
      <Stack gap="xs" aria-busy="true">
        <Title order={1} size="h2">
          Sertifika doğrulanıyor...
        </Title>
        <Text c="dimmed">{`Kod: ${code}`}</Text>
      </Stack>
    </VerificationFrame>
  );
}
