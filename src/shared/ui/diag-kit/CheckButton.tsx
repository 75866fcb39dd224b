import type { ReactNode } from 'react';
import { Alert, type AlertTone } from '../alert';
import { Button, type ButtonProps } from '../button';
import { Cluster } from '../layout';
import { useRun } from './useRun';

/** What a check found: its text, and 'info' when it went as it should. */
export interface CheckResult {
  tone: AlertTone;
  text: ReactNode;
}

export interface CheckButtonProps {
  label: string;
  /** The button's text while the check runs. */
  busyLabel: string;
  run: () => Promise<CheckResult>;
  variant?: ButtonProps['variant'];
}

/** A button that runs a check, then shows what it found in an alert under it. */
export function CheckButton({ label, busyLabel, run, variant }: CheckButtonProps) {
  const check = useRun(run);
  return (
    <>
      <Cluster>
        <Button variant={variant} disabled={check.busy} onClick={() => void check.start()}>
          {check.busy ? busyLabel : label}
        </Button>
      </Cluster>
      {check.value && <Alert tone={check.value.tone}>{check.value.text}</Alert>}
    </>
  );
}
