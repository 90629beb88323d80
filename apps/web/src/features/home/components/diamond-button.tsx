import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './diamond-button.module.css';

/** A square turned 45°, its icon and label upright. */
export function DiamondButton({
  to,
  icon,
  label,
  hidden,
  disabled,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  hidden?: boolean;
  disabled?: boolean;
}) {
  if (hidden) {
    return (
      <button
        type="button"
        className={classes.cell}
        hidden
        style={{ display: 'none' }}
        disabled={disabled}
        aria-hidden
        data-testid="home-hidden-button"
      >
        {label}
      </button>
    );
  }
  return (
    <Link to={to} className={classes.cell}>
      <span className={classes.diamond}>
        <span className={classes.content}>
          {icon}
          <span className={classes.label}>{label}</span>
        </span>
      </span>
    </Link>
  );
}
