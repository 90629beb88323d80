import { Stack, Title } from '@mantine/core';
import { IconDots, IconLogin, IconSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DiamondButton } from '../components/diamond-button';
import classes from '../components/diamond-button.module.css';

/** Spec "Home": find colleague, find desk, check in - check out; the fourth button stays hidden and disabled. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack p="md" gap="lg" align="center">
      <Title order={1} size="h2" ta="center" mt="sm">
        {t('home.title')}
      </Title>
      <div className={classes.grid}>
        <DiamondButton to="/app/colleagues" icon={<IconUsers size={30} />} label={t('home.find_colleague')} />
        <DiamondButton to="/app/find_desk" icon={<IconSearch size={30} />} label={t('home.find_desk')} />
        <DiamondButton to="/app/reservations" icon={<IconLogin size={30} />} label={t('home.checkin_checkout')} />
        <DiamondButton to="/app" icon={<IconDots size={30} />} label={t('home.more')} hidden disabled />
      </div>
    </Stack>
  );
}
