import { Input, Select, type SelectProps } from '@mantine/core';
import { useId } from 'react';

/**
 * A select whose field and list of choices have names of their own (issue 35): the field is called by its visible
 * label ("Start time"), its open list by `listLabel` ("Start times"), so a screen reader never hears two controls
 * with one name. Mantine names the list after the field's label; without a `label` it takes the `aria-label`.
 */
export function NamedSelect({ label, listLabel, ...props }: SelectProps & { label: string; listLabel: string }) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <Input.Wrapper label={label} id={id} labelProps={{ id: labelId }} style={props.style}>
      <Select {...props} id={id} aria-label={listLabel} aria-labelledby={labelId} />
    </Input.Wrapper>
  );
}
