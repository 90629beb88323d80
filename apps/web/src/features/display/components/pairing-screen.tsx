import { Alert, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDisplayPairingStart } from '@flexapp/contract';
import { orgTime } from '@/lib/org-time';
import { claimPairing, displayKeys, displayStore, startPairing, type DeviceStore } from '../api/display-api';
import classes from './display.module.css';

/**
 * The tablet shows a six-character code until staff enter it on the room (a lobby board: on the building,
 * decision 330); then it keeps its device token.
 */
export function PairingScreen({
  unpaired,
  onPaired,
  store = displayStore,
  kind = 'room',
}: {
  unpaired: boolean;
  onPaired: () => void;
  store?: DeviceStore;
  kind?: 'room' | 'lobby';
}) {
  const { t } = useTranslation();
  const [pairing, setPairing] = useState<TDisplayPairingStart | null>(() => store.pairing());
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // The server judges a code's expiry (its claim answers PAIRING_CODE_INVALID), never the tablet's own clock,
    // which may run ahead: each code would look expired and the tablet would ask for new ones (decision 452).
    if (pairing) return;
    let stop = false;
    startPairing()
      .then((p) => {
        if (stop) return;
        store.setPairing(p);
        setPairing(p);
      })
      .catch(() => !stop && setFailed(true));
    return () => {
      stop = true;
    };
  }, [pairing, store]);

  const claim = useQuery({
    queryKey: displayKeys.claim(pairing?.secret ?? ''),
    queryFn: () => claimPairing(pairing!.secret),
    enabled: !!pairing,
    refetchInterval: 3000,
    retry: false,
  });
  useEffect(() => {
    if (claim.data?.status === 'paired') {
      store.setToken(claim.data.token);
      store.setPairing(null);
      onPaired();
    } else if (claim.error && 'code' in claim.error && claim.error.code === 'PAIRING_CODE_INVALID') {
      store.setPairing(null);
      setPairing(null);
    }
  }, [claim.data, claim.error, onPaired, store]);

  return (
    <main className={classes.pairing}>
      <Title order={1}>{t('display.pair.title')}</Title>
      {unpaired && (
        <Alert color="orange" data-testid="display-unpaired">
          {t(kind === 'lobby' ? 'display.pair.unpaired_lobby' : 'display.pair.unpaired')}
        </Alert>
      )}
      {pairing ? (
        <>
          <Text size="xl">{t(kind === 'lobby' ? 'display.pair.instructions_lobby' : 'display.pair.instructions')}</Text>
          <div className={classes.code} data-testid="pairing-code" aria-label={t('display.pair.code_label')}>
            {pairing.code}
          </div>
          <Text c="dimmed">{t('display.pair.expires', { time: orgTime(pairing.expires_at) })}</Text>
        </>
      ) : failed ? (
        <Alert color="red">{t('display.pair.failed')}</Alert>
      ) : (
        <Loader aria-label={t('display.loading')} />
      )}
    </main>
  );
}
