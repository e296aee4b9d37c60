import type { ReactNode } from 'react';
import { StatusPanel } from './status-panel';

interface ComingSoonProps {
  title: string;
  description: ReactNode;
  icon: ReactNode;
  children?: ReactNode;
}

/** Placeholder for a screen a later release fills: the page's title and what it will hold. */
export function ComingSoon({ title, description, icon, children }: ComingSoonProps) {
  return (
    <StatusPanel
      icon={icon}
      color="rift"
      title={title}
      description={description}
      badge="Coming soon"
    >
      {children}
    </StatusPanel>
  );
}
