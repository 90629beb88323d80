import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';

/** The public landing page of the office: the way in for visitors. */
export default function PublicDashboardPage() {
  const { t } = useTranslation();
  const { config } = useSession();
  return (
    <Paper withBorder p="xl" radius="lg" maw={640} mx="auto" mt="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('public.welcome')}
        </Title>
        {/* Without self-registration the page tells a visitor what to do instead (issue 16). */}
        <Text c="dimmed" data-testid="public-intro">
          {config?.theme.enable_public_register_guest === false ? t('public.intro_off') : t('public.intro')}
        </Text>
        {config?.theme.enable_public_register_guest && (
          <Button
            component={Link}
            to="/dashboard/public/register_guest"
            leftSection={<IconUserPlus size={18} />}
            w="fit-content"
          >
            {t('header.register_guest')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
