import { Combobox, InputBase, useCombobox } from '@mantine/core';

export interface RangeOption {
  value: string;
  label: string;
}

/**
 * The bookings period as a select whose chosen label wraps onto a second line when the page is narrower than
 * it ("Today until 3 days after the booking window" on a phone) instead of being cut, as an input would cut
 * it (decision 174). A button-based Mantine Combobox: the list is the same listbox of options, opened by click,
 * Enter, Space or the arrow keys.
 */
export function RangeSelect({
  label,
  options,
  value,
  onChange,
  width,
  testId,
}: {
  label: string;
  options: RangeOption[];
  value: string;
  onChange: (value: string) => void;
  width: string;
  testId: string;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const selected = options.find((o) => o.value === value);
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(next) => {
        onChange(next);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button">
        <InputBase
          component="button"
          type="button"
          label={label}
          pointer
          multiline
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          w={width}
          maw="100%"
          styles={{ input: { height: 'auto', whiteSpace: 'normal', textAlign: 'start' } }}
          data-testid={testId}
        >
          {selected?.label}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {options.map((o) => (
            <Combobox.Option value={o.value} key={o.value} active={o.value === value} aria-selected={o.value === value}>
              {o.label}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
