import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qrSheetPdf } from '@/lib/export/qr-sheet-pdf';
import { getQrSheet } from '../api/qr-sheet';

/** Downloads the floor's A4 sheet of QR labels, one per desk and meeting room (issue 41, decision 267). */
export function QrSheetButton({ floorId }: { floorId: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const sheet = await getQrSheet(floorId);
      const where = `${sheet.floor.name} · ${sheet.building.name}`;
      const doc = qrSheetPdf(
        sheet.labels.map((label) => ({
          name: label.name,
          detail: `${label.kind === 'desk' ? t('qr_sheet.desk') : t('qr_sheet.room')} · ${where}`,
          // The code holds the app's own address of the place, as the browser reaches it (decision 267).
          url: new URL(label.path, window.location.origin).href,
        })),
        t('qr_sheet.title', { floor: where }),
      );
      doc.save(`qr-${sheet.building.name}-${sheet.floor.name}.pdf`.replace(/[^\w.-]+/g, '-'));
    } catch (err) {
      notifications.show({ color: 'red', message: err instanceof Error ? err.message : t('qr_sheet.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconQrcode size={16} />} loading={busy} onClick={download}>
      {t('qr_sheet.download')}
    </Button>
  );
}
