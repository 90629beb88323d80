import { TextInput, type TextInputProps } from '@mantine/core';
import { WEBHOOK_URL_MAX } from '@flexapp/contract';

/** A receiver's address (an endpoint's or a chat channel's incoming webhook): required, at most 2,048 characters. */
export function ReceiverUrlInput(props: TextInputProps) {
  return <TextInput type="url" required maxLength={WEBHOOK_URL_MAX} {...props} />;
}
