import { Anchor, Badge, Box, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconDeviceLaptop, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import classes from './auth-layout.module.css';

const formats = [
  { label: 'Online', detail: 'Canlı ve kayıtlı dersler', icon: IconDeviceLaptop },
  { label: 'Hibrit', detail: 'Online ve sınıfta bir arada', icon: IconUsersGroup },
  { label: 'Yüz yüze', detail: 'Kampüste eğitmenle', icon: IconBuildingCommunity },
] as const;

const technologies = ['JavaScript', 'React', 'Node.js', 'Python', 'TypeScript'] as const;

type Token = [kind: 'plain' | 'keyword' | 'string' | 'func' | 'comment', text: string];

/** The lines of the decorative editor, as coloured tokens. */
const codeLines: Token[][] = [
  [
    ['keyword', 'import'],
    ['plain', ' { Kurs } '],
    ['keyword', 'from'],
    ['plain', ' '],
    ['string', "'kampus'"],
    ['plain', ';'],
  ],
  [],
  [['comment', '// Bugün ne öğreniyoruz?']],
  [
    ['keyword', 'const'],
    ['plain', ' hedefler = ['],
    ['string', "'React'"],
    ['plain', ', '],
    ['string', "'Node.js'"],
    ['plain', ', '],
    ['string', "'Python'"],
    ['plain', '];'],
  ],
  [],
  [
    ['keyword', 'for'],
    ['plain', ' ('],
    ['keyword', 'const'],
    ['plain', ' konu '],
    ['keyword', 'of'],
    ['plain', ' hedefler) {'],
  ],
  [
    ['plain', '  '],
    ['keyword', 'await'],
    ['plain', ' '],
    ['func', 'Kurs.başla'],
    ['plain', '(konu);'],
  ],
  [['plain', '}']],
  [
    ['func', 'console.log'],
    ['plain', '('],
    ['string', "'Kodlamaya hazırsın!'"],
    ['plain', ');'],
  ],
];

/** Decorative code editor: pure markup, hidden from assistive technology. */
function CodeEditorMockup() {
  return (
    <div className={classes.editor} aria-hidden="true">
      <div className={classes.editorBar}>
        <span className={classes.dot} style={{ background: '#f87171' }} />
        <span className={classes.dot} style={{ background: '#fbbf24' }} />
        <span className={classes.dot} style={{ background: '#4ade80' }} />
        <span className={classes.fileName}>ogren.ts</span>
      </div>
      <pre className={classes.code}>
        {codeLines.map((tokens, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static lines of a picture, never reordered
          <div key={line}>
            <span className={classes.lineNumber}>{line + 1}</span>
            {tokens.map(([kind, text], at) =>
              kind === 'plain' ? (
                text
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: static tokens, never reordered
                <span key={at} className={classes[kind]}>
                  {text}
                </span>
              ),
            )}
            {line === codeLines.length - 1 && <span className={classes.cursor} />}
          </div>
        ))}
      </pre>
    </div>
  );
}

/** The formats and technologies the school teaches (login and registration). */
function Showcase() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3" c="white">
          Online, hibrit ve yüz yüze eğitimler
        </Title>
        <Text c="indigo.1" mt={4}>
          Size uyan biçimde öğrenin, projelerle pekiştirin.
        </Text>
      </div>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        {formats.map(({ label, detail, icon: Icon }) => (
          <Box
            key={label}
            p="sm"
            miw={140}
            style={{ border: '1px solid rgb(255 255 255 / 25%)', borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap={8} wrap="nowrap">
              <Icon size={22} aria-hidden="true" />
              <Text fw={700}>{label}</Text>
            </Group>
            <Text size="sm" c="indigo.1" mt={4}>
              {detail}
            </Text>
          </Box>
        ))}
      </Group>
      <div>
        <Text fw={600} mb="xs">
          Popüler teknolojiler
        </Text>
        <List listStyleType="none" spacing={0} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {technologies.map((name) => (
            <List.Item key={name}>
              <Badge size="lg" variant="white" color="indigo" radius="sm" tt="none">
                {name}
              </Badge>
            </List.Item>
          ))}
        </List>
      </div>
    </Stack>
  );
}

/** Split layout of the public account pages: the form on the left, the decorative panel on the right. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? `${classes.page} ${classes.pageWide}` : classes.page}>
      <main className={classes.formSide}>
        <div className={wide ? classes.formColumnWide : classes.formColumn}>
          {children}
          <Text component="footer" size="xs" ta="center" mt="xl">
            <Anchor component={Link} to={paths.privacy} inherit>
              Kişisel Verilerin Korunması (Aydınlatma Metni)
            </Anchor>
          </Text>
        </div>
      </main>
      <aside className={classes.showcase} aria-label="Kampüs eğitimleri">
        <Box visibleFrom="md">
          <CodeEditorMockup />
        </Box>
        <Showcase />
      </aside>
    </div>
  );
}

/** The heading of every account page: the school's name, the page's title and one line saying what to do. */
export function AuthHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Text fw={800} c="indigo.8" size="lg">
        Kampüs
      </Text>
      <Title order={1} mt="xs">
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {children}
      </Text>
    </div>
  );
}

export { classes as authClasses };
