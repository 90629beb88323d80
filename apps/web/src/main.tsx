import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { i18nReady } from './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// From react-router/dom: a navigation asked with `flushSync` renders at once (the find-room filters use it).
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { queryClient } from './lib/query-client';
import { keepQueriesForOffline, restoreSavedQueries } from './lib/offline/persisted-queries';
import { registerServiceWorker } from './lib/offline/service-worker';
import { config as zodConfig } from 'zod/v4/core';

// Zod probes `Function('')` for its JIT compiler; the Content-Security-Policy forbids eval (issue 12, decision 123),
// so the probe would log a violation. The web app validates small forms: the interpreter is fast enough.
zodConfig({ jitless: true });

// The last answers of the employee app's screens, readable offline (decision 196).
restoreSavedQueries(queryClient);
keepQueriesForOffline(queryClient);
const router = createRouter();

// The first render waits for the catalogue of the language in use (one small chunk).
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
if (import.meta.env.PROD) void registerServiceWorker();
