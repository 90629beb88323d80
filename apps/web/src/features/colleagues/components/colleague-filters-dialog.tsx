import { COLLEAGUE_FILTERS, type TColleagueFilter } from '@flexapp/contract';
import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The filter dialog: the four multi-choice filters of docs/product/colleagues.md, applied together. */
export function ColleagueFiltersDialog({
  opened,
  value,
  onClose,
  onApply,
}: {
  opened: boolean;
  value: TColleagueFilter[];
  onClose: () => void;
  onApply: (filters: TColleagueFilter[]) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string[]>(value);
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('colleagues.filter_title')} centered>
      <Stack gap="lg">
        <Checkbox.Group value={draft} onChange={setDraft} aria-label={t('colleagues.filter_title')}>
          <Stack gap="sm">
            {COLLEAGUE_FILTERS.map((f) => (
              <Checkbox key={f} value={f} label={t(`colleagues.filters.${f}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={() => setDraft([])} disabled={draft.length === 0}>
            {t('colleagues.clear')}
          </Button>
          <Button onClick={() => onApply(COLLEAGUE_FILTERS.filter((f) => draft.includes(f)))}>
            {t('colleagues.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
