import { labelOf, Role, roleLabels } from '@kampus/contract';
import { Badge, Group } from '@mantine/core';

/** Dark shades so the white label stays readable (AA) on every colour. */
const roleColors: Record<number, string> = {
  [Role.Admin]: 'red.9',
  [Role.Lecturer]: 'indigo.8',
  [Role.Student]: 'teal.9',
  [Role.Parent]: 'gray.7',
};

/** A user's roles as Turkish badges (Yönetici, Eğitmen, Öğrenci, Veli). */
export function RoleBadges({ roles }: { roles: number[] }) {
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((role) => (
        <Badge key={role} color={roleColors[role] ?? 'gray.7'} variant="filled" radius="sm" miw="max-content">
          {labelOf(roleLabels, role, 'Bilinmiyor')}
        </Badge>
      ))}
    </Group>
  );
}
