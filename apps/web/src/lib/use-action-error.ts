import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from './api-error-text';

/** Runs an API action and keeps the translated text of its failure, cleared when the next one starts. */
export function useActionError() {
  const { i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    try {
      await action();
      return true;
    } catch (err) {
      setError(apiErrorText(err, i18n.language));
      return false;
    }
  };
  return { error, run };
}
