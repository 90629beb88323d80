import type { TBuilding } from '@flexapp/contract';
import { Select, type SelectProps } from '@mantine/core';

interface BuildingFilterSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  buildings: readonly TBuilding[] | undefined;
  /** The chosen building; null: all. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** The first entry, for all buildings. */
  allLabel: string;
}

/** A building select with "all buildings" first (decisions 400, 424). */
export function BuildingFilterSelect({ buildings, value, onChange, allLabel, ...props }: BuildingFilterSelectProps) {
  return (
    <Select
      data={[
        { value: 'all', label: allLabel },
        ...(buildings ?? []).map((b) => ({ value: String(b.id), label: b.name })),
      ]}
      value={value === null ? 'all' : String(value)}
      onChange={(next) => onChange(next && next !== 'all' ? Number(next) : null)}
      allowDeselect={false}
      {...props}
    />
  );
}
