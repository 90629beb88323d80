import { Button, Group, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** A list card's one-field form: a name and the button that makes a thing of that name; cleared when it is made. */
export function NameForm(props: {
  label: string;
  maxLength: number;
  submitLabel: string;
  icon: ReactNode;
  loading: boolean;
  /** Makes the thing; resolves true when it was made. */
  onSubmit: (name: string) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (name.trim() && (await props.onSubmit(name.trim()))) setName('');
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Group align="end">
        <TextInput
          label={props.label}
          value={name}
          maxLength={props.maxLength}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" leftSection={props.icon} loading={props.loading}>
          {props.submitLabel}
        </Button>
      </Group>
    </form>
  );
}
