import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The ten recovery codes, shown once right after two-factor sign-in is turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" title={t('security.recovery_title')} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('security.recovery_once')}</Text>
        <SimpleGrid
          cols={2}
          spacing={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('security.recovery_list')}
          data-testid="recovery-codes"
        >
          {codes.map((code) => (
            <li key={code}>
              <Code>{code}</Code>
            </li>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('security.copied') : t('security.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="subtle" onClick={onDone}>
            {t('security.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
