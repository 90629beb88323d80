import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage, isErrorCode } from '@flexapp/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Logo } from '@/components/logo';

/**
 * Where the SAML ACS sends a refused sign-in (decision 235): what went wrong, in the reader's language (the
 * contract's message for the code), and the way back. The refusal is in the activity log.
 */
export default function SamlFailedPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const message = errorMessage(isErrorCode(code) ? code : 'SAML_REJECTED', i18n.language === 'nl' ? 'nl' : 'en');
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="md" p="xl" radius="lg" w={460} maw="100%" component="main">
        <Stack gap="lg">
          <Logo height={36} />
          <Title order={1} size="h2">
            {t('saml.failed_title')}
          </Title>
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="saml-failure">
            {message}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('saml.failed_help')}
          </Text>
          <Button component={Link} to="/login" size="md">
            {t('saml.back_to_sign_in')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
