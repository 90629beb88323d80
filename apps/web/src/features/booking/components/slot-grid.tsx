import { slotColor, slotStatus, type TTimeSlot } from '@flexapp/contract';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './slot-grid.module.css';

/** The slots of one day: 6 columns wide, 3 on small and 2 on extra-small screens. */
export function SlotGrid({
  slots,
  selected,
  onToggle,
  disabled,
}: {
  slots: TTimeSlot[];
  selected: Set<number>;
  onToggle: (timetableId: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="xs" data-testid="slot-grid">
      {slots.map((slot) => {
        const status = slotStatus(slot);
        const isSelected = selected.has(slot.timetable.id);
        const blocked = status !== 'free';
        return (
          <UnstyledButton
            key={slot.timetable.id}
            className={classes.slot}
            data-color={slotColor(status)}
            data-selected={isSelected || undefined}
            data-status={status}
            disabled={blocked || disabled}
            aria-pressed={isSelected}
            aria-label={`${slot.time} ${t(`booking.slot_status.${status}`)}`}
            onClick={() => onToggle(slot.timetable.id)}
          >
            <Text component="span" fw={700} size="sm" className={classes.time}>
              {slot.time}
            </Text>{' '}
            <Text component="span" size="xs" className={classes.status}>
              {isSelected && <IconCheck size={14} aria-hidden />}
              {t(`booking.slot_status.${status}`)}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
