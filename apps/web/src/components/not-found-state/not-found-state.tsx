import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface NotFoundStateProps {
  /** What was not found, as a heading ("Building 999 does not exist"). */
  title: string;
  /** Why, and what the person can do instead. */
  description: string;
  /** A way on: a link or button to the nearest thing that exists. */
  action?: ReactNode;
  testId?: string;
}

/**
 * The state of a screen whose address names something that does not exist (an unknown id, a page past the
 * end): said in words, with a way on, instead of an empty table or a dashboard of zeros (decision 180).
 */
export function NotFoundState({ title, description, action, testId = 'not-found-state' }: NotFoundStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <Stack align="center" gap="sm" maw={520} mx="auto" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMapPinOff size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="gray.7">{description}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
