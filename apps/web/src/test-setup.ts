import { beforeAll } from 'vitest';
import { i18nReady, loadAllMessages } from '@/lib/i18n';

// Components under test may switch language freely: every catalogue is there first.
beforeAll(async () => {
  await i18nReady;
  await loadAllMessages();
});
