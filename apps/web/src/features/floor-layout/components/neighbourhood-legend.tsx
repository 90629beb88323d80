import { Group, Stack, Text } from '@mantine/core';
import type { PlaceNeighbourhood } from '@/lib/neighbourhoods-api';

/** The neighbourhoods of the desks on the plan (decision 310): their ring colour, name and, if so, why not bookable. */
export function NeighbourhoodLegend({ marks, deskIds }: { marks: Map<number, PlaceNeighbourhood>; deskIds: number[] }) {
  const shown = new Map<string, PlaceNeighbourhood>();
  for (const id of deskIds) {
    const mark = marks.get(id);
    if (mark && !(shown.get(mark.name)?.reason && !mark.reason)) shown.set(mark.name, mark);
  }
  if (shown.size === 0) return null;
  return (
    <Stack gap={4} data-testid="neighbourhood-legend">
      {[...shown.values()].map((m) => (
        <Group key={m.name} gap={6} wrap="nowrap" align="flex-start">
          <span
            aria-hidden
            style={{
              width: 14,
              height: 14,
              borderRadius: 7,
              border: `3px solid ${m.colour}`,
              flexShrink: 0,
              marginTop: 3,
            }}
          />
          <Text size="sm">
            <Text span fw={600} inherit>
              {m.name}
            </Text>
            {m.reason && ` · ${m.reason}`}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
