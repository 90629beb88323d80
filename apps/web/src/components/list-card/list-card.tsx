import { Alert, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable } from '@/components/scroll-table/scroll-table';

export interface ListCardProps {
  title: string;
  /** The heading's id: the card is a section named by it. */
  titleId: string;
  intro?: ReactNode;
  /** Beside the title: a button that opens a form. */
  headerAction?: ReactNode;
  /** Below the intro: an inline form, or what a creation shows once. */
  children?: ReactNode;
  /** The translated text of the last action's failure. */
  error?: string | null;
  /** Column headings; a last, unnamed column holds each row's actions (named `actionsLabel` for screen readers). */
  columns: string[];
  actionsLabel: string;
  /** The rows (`Table.Tr`); `empty` is shown instead when the list has none. */
  rows: ReactNode[] | undefined;
  empty: string;
  tableTestId?: string;
  minWidth?: number;
}

/** A Setup card with a list of things (issue 39): title, intro, how to add one, the table and its empty state. */
export function ListCard(props: ListCardProps) {
  const { title, titleId, rows } = props;
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {props.intro && (
              <Text size="sm" c="dimmed" maw={640}>
                {props.intro}
              </Text>
            )}
          </div>
          {props.headerAction}
        </Group>
        {props.children}
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        {rows?.length === 0 ? (
          <Text c="dimmed">{props.empty}</Text>
        ) : (
          <ScrollTable label={title} minWidth={props.minWidth}>
            <Table data-testid={props.tableTestId}>
              <Table.Thead>
                <Table.Tr>
                  {props.columns.map((c) => (
                    <Table.Th key={c}>{c}</Table.Th>
                  ))}
                  <Table.Th>
                    <VisuallyHidden>{props.actionsLabel}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows}</Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Card>
  );
}
