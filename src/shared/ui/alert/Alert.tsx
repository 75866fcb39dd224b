import type { ReactNode } from 'react';
import { Body, Box, type AlertTone } from './Alert.styles';

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  /** A control at the end, such as a retry button. */
  action?: ReactNode;
}

/** A message box: errors in red and announced at once, warnings and notes announced politely. */
export function Alert({ tone = 'error', children, action }: AlertProps) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Body>{children}</Body>
      {action}
    </Box>
  );
}
