import { Group } from '@mantine/core';
import { NavLink } from 'react-router';
import classes from './header.module.css';
import { type NavItem, NEEDS_LEAGUE_HINT } from './nav-items';

/** The inline navigation links of wide screens; the active one carries aria-current. */
export function DesktopNav({ items }: { items: NavItem[] }) {
  return (
    <Group component="nav" aria-label="Main" gap={2} wrap="nowrap">
      {items.map(({ label, to, icon: Icon, disabled }) =>
        disabled ? (
          <span
            key={to}
            className={classes.link}
            data-disabled
            aria-disabled="true"
            title={NEEDS_LEAGUE_HINT}
          >
            <span className={classes.linkIcon}>
              <Icon size={16} stroke={1.8} />
            </span>
            {label}
          </span>
        ) : (
          <NavLink key={to} to={to} className={classes.link}>
            <span className={classes.linkIcon}>
              <Icon size={16} stroke={1.8} />
            </span>
            {label}
          </NavLink>
        ),
      )}
    </Group>
  );
}
