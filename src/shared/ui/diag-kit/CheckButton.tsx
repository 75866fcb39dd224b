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

export interface CheckButtonProps<Found> {
  label: string;
  /** The button's text while the check runs. */
  busyLabel: string;
  run: () => Promise<Found>;
  variant?: ButtonProps['variant'];
  /** Run the check as the button shows too. */
  immediate?: boolean;
  /** What the check found, under the button (by default a CheckResult's alert). */
  children?: (found: Found) => ReactNode;
}

const alert = (found: unknown) => {
  const { tone, text } = found as CheckResult;
  return <Alert tone={tone}>{text}</Alert>;
};

/** A button that runs a check, then shows what it found under it. */
export function CheckButton<Found = CheckResult>({ label, busyLabel, run, variant, immediate, children = alert }: CheckButtonProps<Found>) {
  const check = useRun(run, immediate);
  return (
    <>
      <Cluster aria-busy={check.busy || undefined}>
        <Button variant={variant} disabled={check.busy} onClick={() => void check.start()}>
          {check.busy ? busyLabel : label}
        </Button>
      </Cluster>
      {check.value !== undefined && children(check.value)}
    </>
  );
}
