import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export interface FormModalProps {
  title: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The translated text of the last submit's failure. */
  error: string | null;
  submitting: boolean;
  saveLabel: string;
  cancelLabel: string;
  children: ReactNode;
}

/** A form in a dialog (issue 39): its fields, the failure of the last submit, Cancel and Save. */
export function FormModal(props: FormModalProps) {
  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg">
      <form onSubmit={props.onSubmit} noValidate>
        <Stack>
          {props.error && (
            <Alert color="red" role="alert">
              {props.error}
            </Alert>
          )}
          {props.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {props.cancelLabel}
            </Button>
            <Button type="submit" loading={props.submitting}>
              {props.saveLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
