import { CheckIcon, Combobox, Group, Input, InputBase, useCombobox } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buildingNames, toggleBuilding } from '@/lib/building-choice';

export interface BuildingOption {
  id: number;
  name: string;
}

export interface BuildingChoiceProps {
  label: string;
  /** The buildings one may choose from (a building-scoped role: theirs only). */
  buildings: readonly BuildingOption[];
  /** The chosen buildings; [] is the "all" entry. */
  value: readonly number[];
  /** The entry for all the offered buildings; without it at least one building stays chosen. */
  allLabel?: string;
  onChange(ids: number[]): void;
  placeholder?: string;
  error?: string;
  width?: number | string;
  testId?: string;
}

const ALL = 'all';

/**
 * One, several or all of the buildings one may see (decision 426): a button-based Mantine Combobox whose listbox
 * ticks buildings on and off and stays open (click, Enter or Space on an option; arrows move; Escape closes). The
 * button names the building, the number chosen or the "all" entry, so it stays one line at 360 px.
 */
export function BuildingChoice({
  label,
  buildings,
  value,
  allLabel,
  onChange,
  placeholder,
  error,
  width,
  testId,
}: BuildingChoiceProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // The choice a tick applies to: the last one made, even before the new value comes back through the props.
  const latest = useRef(value);
  latest.current = value;
  const offered = buildings.map((b) => b.id);
  const names = buildingNames(value, buildings);
  const summary =
    value.length === 0
      ? allLabel
      : names.length === 1
        ? names[0]
        : names.length > 1
          ? t('building_choice.several', { count: names.length })
          : undefined;
  const all = allLabel !== undefined && value.length === 0;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(v) => {
        const next = v === ALL ? [] : toggleBuilding(latest.current, Number(v), offered, allLabel !== undefined);
        latest.current = next;
        onChange(next);
      }}
    >
      <Combobox.Target targetType="button" withExpandedAttribute>
        <InputBase
          component="button"
          type="button"
          label={label}
          pointer
          leftSection={<IconBuilding size={16} />}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          error={error}
          w={width}
          maw="100%"
          styles={{ input: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' } }}
          data-testid={testId}
        >
          {summary ?? <Input.Placeholder>{placeholder}</Input.Placeholder>}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-multiselectable aria-label={label}>
          {allLabel !== undefined && (
            <Combobox.Option value={ALL} active={all} aria-selected={all}>
              <Choice checked={all} label={allLabel} />
            </Combobox.Option>
          )}
          {buildings.map((b) => {
            const checked = value.includes(b.id);
            return (
              <Combobox.Option value={String(b.id)} key={b.id} active={checked} aria-selected={checked}>
                <Choice checked={checked} label={b.name} />
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** A tick before the name: the option's aria-selected tells assistive technology, the tick tells the eye. */
function Choice({ checked, label }: { checked: boolean; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <span aria-hidden style={{ width: 14, display: 'inline-flex' }}>
        {checked && <CheckIcon size={12} />}
      </span>
      <span>{label}</span>
    </Group>
  );
}
