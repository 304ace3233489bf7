import {
  type DataController,
  PRIVACY_NOTICE_DATE,
  PRIVACY_NOTICE_VERSION,
  privacyNotice,
  privacyNoticeTitle,
} from '@kampus/contract';
import { List, Stack, Text, Title } from '@mantine/core';
import { StandalonePage } from '../../../components/layout/standalone-page.tsx';
import { privacyTexts } from '../privacy-texts.ts';

/** '/privacy': the privacy notice (aydınlatma metni), public, readable before an account exists. */
export function PrivacyNoticeView({ controller }: { controller: DataController }) {
  const [year, month, day] = PRIVACY_NOTICE_DATE.split('-');
  return (
    <StandalonePage maw={760}>
      <Stack gap="lg">
        <div>
          <Text fw={600} c="dimmed" size="sm">
            {privacyTexts.notice.pageTitle}
          </Text>
          <Title order={1} size="h2" mt={4}>
            {privacyNoticeTitle}
          </Title>
          <Text size="sm" c="dimmed" mt="xs">
            {privacyTexts.notice.version(PRIVACY_NOTICE_VERSION, `${day}.${month}.${year}`)}
          </Text>
        </div>
        {privacyNotice(controller).map((section) => (
          <section key={section.heading} aria-labelledby={`privacy-${section.heading}`}>
            <Title order={2} size="h4" id={`privacy-${section.heading}`} mb="xs">
              {section.heading}
            </Title>
            <Stack gap="xs">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.items && (
                <List spacing={4} withPadding>
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </section>
        ))}
      </Stack>
    </StandalonePage>
  );
}
