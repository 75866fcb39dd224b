import styled from 'styled-components';
import { space } from '@/shared/config';
import { Spinner } from '../spinner';

const Line = styled.p`
  display: flex;
  gap: ${space[3]};
  align-items: center;
  margin: 0;
`;

export interface LoadingLineProps {
  /** What is loading, e.g. 'Loading articles…' (shown and announced). */
  label: string;
}

/** A busy line: a spinner and its text, where a list or a form will appear. */
export function LoadingLine({ label }: LoadingLineProps) {
  return (
    <Line aria-busy="true">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </Line>
  );
}
