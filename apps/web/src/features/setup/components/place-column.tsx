import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './place-column.module.css';

export interface PlaceItem {
  id: number;
  name: string;
  detail?: string;
  badge?: string;
}

/** One level of the workplace tree: a list to pick from, with add, rename, reorder and delete. */
export function PlaceColumn({
  title,
  testId,
  items,
  selectedId,
  loading,
  emptyText,
  onSelect,
  onAdd,
  onEdit,
  onDelete,
  onMove,
  extra,
  readOnly = false,
}: {
  title: string;
  testId: string;
  items: PlaceItem[] | undefined;
  selectedId?: number | null;
  loading?: boolean;
  emptyText: string;
  onSelect?: (id: number) => void;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  onMove: (id: number, direction: -1 | 1) => void;
  extra?: (item: PlaceItem) => ReactNode;
  /** Pick only: no add, move, rename or delete (a location admin's buildings, decision 391). */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" className={classes.column} data-testid={testId}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={4}>{title}</Title>
        {!readOnly && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            {t('setup.add')}
          </Button>
        )}
      </Group>
      <ScrollArea.Autosize mah={520}>
        <Stack gap={4} role="list" aria-label={title}>
          {!loading && items?.length === 0 && (
            <Text c="dimmed" size="sm" py="md" ta="center">
              {emptyText}
            </Text>
          )}
          {items?.map((item, index) => (
            <Group
              key={item.id}
              role="listitem"
              aria-label={item.name}
              gap={4}
              wrap="wrap"
              justify="flex-end"
              className={`${classes.item} ${item.id === selectedId ? classes.selected : ''}`}
            >
              <UnstyledButton
                className={classes.name}
                onClick={() => onSelect?.(item.id)}
                aria-current={item.id === selectedId}
              >
                <Text size="sm" fw={600} className={classes.label}>
                  {item.name}
                </Text>
                {item.detail && (
                  <Text size="xs" c="dimmed" className={classes.label}>
                    {item.detail}
                  </Text>
                )}
              </UnstyledButton>
              {/* The actions stay together: on a narrow column they move below the name as one row. */}
              <Group gap={4} wrap="nowrap" className={classes.actions}>
                {item.badge && (
                  <Badge size="xs" variant="light">
                    {item.badge}
                  </Badge>
                )}
                {extra?.(item)}
                {!readOnly && (
                  <>
                    <Tooltip label={t('setup.move_up')}>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        disabled={index === 0}
                        onClick={() => onMove(item.id, -1)}
                        aria-label={t('setup.move_up_named', { name: item.name })}
                      >
                        <IconArrowUp size={14} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('setup.move_down')}>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        disabled={index === items.length - 1}
                        onClick={() => onMove(item.id, 1)}
                        aria-label={t('setup.move_down_named', { name: item.name })}
                      >
                        <IconArrowDown size={14} />
                      </ActionIcon>
                    </Tooltip>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      onClick={() => onEdit(item.id)}
                      aria-label={t('setup.edit_named', { name: item.name })}
                    >
                      <IconPencil size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      onClick={() => onDelete(item.id)}
                      aria-label={t('setup.delete_named', { name: item.name })}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
