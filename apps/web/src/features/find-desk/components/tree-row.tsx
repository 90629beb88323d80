import { Badge, Group, Loader, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronRight, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './desk-tree.module.css';

/** A branch of the tree: chevron, icon, name, red occupied and green available counts, extra actions. */
export function TreeRow({
  depth,
  open,
  onToggle,
  icon,
  name,
  counts,
  loading,
  actions,
}: {
  depth: number;
  open: boolean;
  onToggle: () => void;
  icon: ReactNode;
  name: string;
  counts?: { occupied: number; available: number };
  loading?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.row} style={{ paddingLeft: 4 + depth * 16 }}>
      <UnstyledButton className={classes.toggle} onClick={onToggle} aria-expanded={open}>
        <IconChevronRight size={16} className={classes.chevron} data-open={open || undefined} />
        {icon}
        <Text component="span" size="sm" fw={depth === 0 ? 650 : 500} className={classes.name}>
          {name}
        </Text>
        {loading && <Loader size={12} />}
      </UnstyledButton>
      <Group gap={4} wrap="nowrap" className={classes.side}>
        {counts && (
          <>
            {/* Occupied and available differ by icon as well as by colour. */}
            <Badge
              color="red"
              variant="filled"
              size="sm"
              leftSection={<IconUser size={11} aria-hidden />}
              title={t('find_desk.occupied', { count: counts.occupied })}
            >
              <span aria-hidden>{counts.occupied}</span>
              <VisuallyHidden>{t('find_desk.occupied', { count: counts.occupied })}</VisuallyHidden>
            </Badge>
            <Badge
              color="green"
              variant="filled"
              size="sm"
              leftSection={<IconCheck size={11} aria-hidden />}
              title={t('find_desk.available', { count: counts.available })}
            >
              <span aria-hidden>{counts.available}</span>
              <VisuallyHidden>{t('find_desk.available', { count: counts.available })}</VisuallyHidden>
            </Badge>
          </>
        )}
        {actions}
      </Group>
    </div>
  );
}
