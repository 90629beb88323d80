import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { startPage } from '@/lib/session';
import { useSession } from '@/lib/session';
import { Logo } from '@/components/logo';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const session = useSession();
  const home = startPage({ loggedIn: session.authStatus === 'logged', isStaff: session.isStaff });
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={440}>
        <Logo height={32} />
        <Title order={1} fz={72} c="teal.8">
          {t('error_page.header')}
        </Title>
        <Text ta="center" size="lg" data-testid="error-description">
          {t('error_page.error_no_found')}
        </Text>
        <Button component={Link} to={home} variant="light" mt="md">
          {t('error_page.back')}
        </Button>
      </Stack>
    </Center>
  );
}
