import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { setLanguage } from '@/lib/i18n';

/** Where a device keeps its token (a room display's or a lobby board's own keys, decision 330). */
export interface DeviceToken {
  token: () => string | null;
  setToken: (token: null) => void;
}

/**
 * The state of a paired device's full-screen page (a room display, decision 215; a lobby board, decision 330):
 * `?lang=nl|en` sets its language and `title` the document's title. It is paired while it holds its token;
 * `onUnpaired` (the server revoked it) drops the token and the answers under `queryKey` and says so (`unpaired`)
 * until it is paired again (`onPaired`). `queryKey` must keep its identity between renders.
 */
export function useDevicePage(title: string, store: DeviceToken, queryKey: QueryKey) {
  const [params] = useSearchParams();
  const client = useQueryClient();
  const lang = params.get('lang');
  const [paired, setPaired] = useState(() => store.token() !== null);
  const [unpaired, setUnpaired] = useState(false);

  useEffect(() => {
    if (lang === 'nl' || lang === 'en') void setLanguage(lang, false);
  }, [lang]);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const onUnpaired = useCallback(() => {
    store.setToken(null);
    client.removeQueries({ queryKey });
    setUnpaired(true);
    setPaired(false);
  }, [client, store, queryKey]);
  const onPaired = useCallback(() => {
    setUnpaired(false);
    setPaired(true);
  }, []);

  return { params, paired, unpaired, onPaired, onUnpaired };
}
