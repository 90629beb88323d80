import { toDisplayDate } from '@flexapp/contract';
import { ScrollArea, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './date-slider.module.css';

const weekday = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short' }).format(new Date(`${date}T12:00:00`));

/** A horizontal row of days (spec: bookable_days days from today); the chosen one is highlighted. */
export function DateSlider({
  dates,
  value,
  onChange,
}: {
  dates: string[];
  value: string;
  onChange: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const active = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    active.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
      <div className={classes.row} role="radiogroup" aria-label={t('date_slider.label')}>
        {dates.map((date, i) => (
          <UnstyledButton
            key={date}
            ref={date === value ? active : undefined}
            role="radio"
            aria-checked={date === value}
            aria-label={toDisplayDate(date)}
            data-active={date === value || undefined}
            className={classes.day}
            onClick={() => onChange(date)}
          >
            <span className={classes.weekday}>{i === 0 ? t('date_slider.today') : weekday(date, i18n.language)}</span>
            <span className={classes.date}>{toDisplayDate(date).slice(0, 5)}</span>
          </UnstyledButton>
        ))}
      </div>
    </ScrollArea>
  );
}
