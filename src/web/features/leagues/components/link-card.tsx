import { Card, type CardProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './league-card.module.css';

interface LinkCardProps {
  /** Where the whole card leads. */
  to: string;
  /** The card's name for screen readers: the league's or the team's. */
  label: string;
  padding: CardProps['padding'];
  testId: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** A card that is one link (a league in My Leagues, a team in a league): it lifts on hover. */
export function LinkCard({ to, label, padding, testId, style, children }: LinkCardProps) {
  return (
    <Card
      component={Link}
      to={to}
      radius="lg"
      padding={padding}
      className={classes.card}
      aria-label={label}
      data-testid={testId}
      style={style}
    >
      {children}
    </Card>
  );
}
