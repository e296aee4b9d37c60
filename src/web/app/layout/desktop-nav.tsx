import { Badge, Group } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import classes from './header.module.css';
import { inSection, type NavItem, NEEDS_LEAGUE_HINT } from './nav-items';

/** The inline navigation links of wide screens; the active one carries aria-current. */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Main" gap={2} wrap="nowrap">
      {items.map(({ label, to, icon: Icon, disabled, badge, sectionPaths }) =>
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
          <NavLink
            key={to}
            to={to}
            className={classes.link}
            data-section-active={inSection({ sectionPaths }, pathname) || undefined}
          >
            <span className={classes.linkIcon}>
              <Icon size={16} stroke={1.8} />
            </span>
            {label}
            {badge ? <NavCount {...badge} /> : null}
          </NavLink>
        ),
      )}
    </Group>
  );
}

/** A count on a link, read out as what it counts ('2 trade offers to answer'). */
export function NavCount({
  count,
  label,
  testId,
}: {
  count: number;
  label: string;
  testId: string;
}) {
  return (
    <Badge
      size="sm"
      circle={count < 10}
      color="red"
      variant="filled"
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
