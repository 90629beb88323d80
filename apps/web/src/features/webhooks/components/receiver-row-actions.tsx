import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A receiver's on/off and delete buttons (an endpoint's or a chat channel's); delete asks first. */
export function ReceiverRowActions(props: {
  enabled: boolean;
  onToggle: () => void;
  confirmDelete: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="compact-sm" variant="default" onClick={props.onToggle}>
        {props.enabled ? t('webhooks.disable') : t('webhooks.enable')}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        onClick={() => window.confirm(props.confirmDelete) && props.onDelete()}
      >
        {t('webhooks.delete')}
      </Button>
    </>
  );
}
