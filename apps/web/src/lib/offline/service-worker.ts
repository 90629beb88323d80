/// <reference types="vite-plugin-pwa/client" />
import { showUpdatePrompt } from './update-prompt';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (decision 196) once the page has loaded. A new release installs beside the
 * running one and waits for the person's Reload (never a reload unasked). An app left open checks hourly.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    onNeedRefresh: () => showUpdatePrompt(update),
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
