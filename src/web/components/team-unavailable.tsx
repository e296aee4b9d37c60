import { IconShieldQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusPanel } from './status-panel';

interface TeamUnavailableProps {
  title: string;
  text: string;
  /** The way on: Go Back, Go to My Teams. */
  children: ReactNode;
}

/**
 * A screen about one team (its page, a trade with it) without the team to show: not found, or
 * not one the viewer can trade with. Both screens say it with the same mark.
 */
export function TeamUnavailable({ title, text, children }: TeamUnavailableProps) {
  return (
    <StatusPanel icon={<IconShieldQuestion size={32} />} title={title} description={text}>
      {children}
    </StatusPanel>
  );
}
