import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDisplayState } from '@flexapp/contract';
import classes from './display.module.css';

/**
 * The rotating presence code (decision 333): six digits and a QR code of the room's check-in page with them. A
 * phone that scans it checks in with the code; one that scanned the printed label types the digits.
 */
export function PresenceCode({ presence }: { presence: NonNullable<TDisplayState['presence']> }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const url = `${window.location.origin}${presence.path}`;
  useEffect(() => {
    let stop = false;
    QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 220 }).then(
      (data) => !stop && setQr(data),
      () => !stop && setQr(null),
    );
    return () => {
      stop = true;
    };
  }, [url]);
  return (
    <div className={classes.presence} data-testid="presence-code">
      {qr && <img src={qr} alt={t('display.presence.qr_alt')} className={classes.presenceQr} />}
      <div>
        <div className={classes.presenceLabel}>{t('display.presence.label')}</div>
        <div className={classes.presenceDigits} aria-label={t('display.presence.code_label')}>
          {presence.code}
        </div>
      </div>
    </div>
  );
}
