import { Fragment, type ReactNode } from 'react';
import { Facts } from './FactList.styles';

/** One fact: its label, its value and, for tests, a test id on the value. */
export type Fact = [label: string, value: ReactNode, testId?: string];

/** Label and value pairs (a description list), one pair a row, the value under its label on a phone. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Facts>
      {facts.map(([label, value, testId]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}
