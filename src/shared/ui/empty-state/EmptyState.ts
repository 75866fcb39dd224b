import styled from 'styled-components';
import { themeVars } from '@/shared/config';

/** A dashed, centred box saying a list has nothing to show, with what to do about it. */
export const EmptyState = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: center;
  padding: 3rem 1rem;
  border: 1px dashed ${themeVars.border};
  border-radius: 0.75rem;
  text-align: center;

  h2,
  h3,
  p {
    margin: 0;
  }

  p {
    color: ${themeVars.textMuted};
  }
`;
