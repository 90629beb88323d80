import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../api/logout';

/** Logs out (the server revokes the token), then goes to login. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void logout().then(() => {
      if (!cancelled) navigate('/login', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Loader />
        <Text>{t('logout.busy')}</Text>
      </Stack>
    </Center>
  );
}
