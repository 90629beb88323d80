import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
    // Offline, an action fails at once with a message instead of waiting to be sent, unseen, when the connection
    // returns: a booking or a cancellation made hours later would surprise its owner (decision 172).
    mutations: { networkMode: 'always', retry: false },
  },
});
