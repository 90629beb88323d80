import { toDisplayDate } from '@flexapp/contract';
import { ScrollArea, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './date-slider.module.css';

const weekday = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short' }).format(new Date(`${date}T12:00:00`));

const STEP: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A horizontal row of days (spec: bookable_days days from today); the chosen one is highlighted.
 * One radio group: a single tab stop (the chosen day), arrow keys, Home and End move the choice (WAI-ARIA radio group).
 */
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
  const row = useRef<HTMLDivElement>(null);
  const chosen = Math.max(0, dates.indexOf(value));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step || dates.length === 0) return;
    event.preventDefault();
    const next = step(chosen, dates.length);
    onChange(dates[next]!);
    row.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
  };
  useEffect(() => {
    active.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
      <div
        ref={row}
        className={classes.row}
        role="radiogroup"
        aria-label={t('date_slider.label')}
        onKeyDown={onKeyDown}
      >
        {dates.map((date, i) => (
          <UnstyledButton
            key={date}
            ref={date === value ? active : undefined}
            role="radio"
            aria-checked={date === value}
            tabIndex={i === chosen ? 0 : -1}
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
