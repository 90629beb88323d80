import type { TMessage } from '@flexapp/contract';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from './api-client';
import { authToken } from './auth-token';
import { connectLiveEvents } from './live-events';

/**
 * Keeps one live-events stream open while signed in; a new message shows a
 * notification (its title and text) at once and refreshes the inbox.
 */
export function useLiveEvents(): void {
  const token = useSyncExternalStore(authToken.subscribe, authToken.get, () => null);
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    if (!token) return;
    return connectLiveEvents({
      token,
      queryClient,
      onMessage: (event) => {
        void apiRequest<TMessage>(`messages/${event.message_id}`).then(
          (message) =>
            notifications.show({
              id: `message-${message.id}`,
              title: message.title,
              message: message.body || t('messages.live_new'),
              color: 'teal',
              autoClose: 8000,
            }),
          () =>
            notifications.show({
              id: `message-${event.message_id}`,
              message: t('messages.live_new'),
              color: 'teal',
              autoClose: 8000,
            }),
        );
      },
    });
    // t changes with the language; the stream need not restart for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, queryClient]);
}
