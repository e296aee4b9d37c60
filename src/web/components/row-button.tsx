import { Button, type ButtonProps, createPolymorphicComponent } from '@mantine/core';
import { forwardRef, type ReactNode } from 'react';
import classes from './row-button.module.css';

interface RowButtonProps extends Omit<ButtonProps, 'leftSection' | 'classNames'> {
  /** Left of the label; a phone leaves it out. */
  icon: ReactNode;
}

/**
 * A button in a crowded row (a roster's Remove and Add Player, a trade's Select, an offer's
 * Accept, Reject, Counter and Cancel): on a phone it drops its icon so its label still fits.
 * A link when given `component={Link}`.
 */
export const RowButton = createPolymorphicComponent<'button', RowButtonProps>(
  forwardRef<HTMLButtonElement, RowButtonProps>(function RowButton({ icon, ...props }, ref) {
    return (
      <Button ref={ref} leftSection={icon} classNames={{ section: classes.icon }} {...props} />
    );
  }),
);
