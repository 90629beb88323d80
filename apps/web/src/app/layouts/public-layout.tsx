import { AppShell, Button, Container, Group } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSession } from '@/lib/session';
import { Logo } from '@/components/logo';

/** The public header: only "register guest", when enable_public_register_guest is on. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { config } = useSession();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Link to="/dashboard/public/">
            <Logo height={28} />
          </Link>
          {config?.theme.enable_public_register_guest && (
            <Button
              component={Link}
              to="/dashboard/public/register_guest"
              variant="subtle"
              leftSection={<IconUserPlus size={16} />}
            >
              {t('header.register_guest')}
            </Button>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="md" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
