import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export interface OnceSecretProps {
  title: string;
  /** Says that this is the only time it is shown. */
  text: string;
  secret: string;
  copyLabel: string;
  testId: string;
  onClose: () => void;
}

/** A token or secret just made, shown this once with a copy button (decisions 211, 231). */
export function OnceSecret({ title, text, secret, copyLabel, testId, onClose }: OnceSecretProps) {
  return (
    <Alert color="teal" title={title} withCloseButton onClose={onClose}>
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code data-testid={testId} style={{ wordBreak: 'break-all' }}>
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <ActionIcon variant="light" onClick={copy} aria-label={copyLabel}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
