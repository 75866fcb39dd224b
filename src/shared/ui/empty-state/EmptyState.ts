import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

/** A dashed, centred box saying a list has nothing to show, with what to do about it. */
export const EmptyState = styled.div`
  display: grid;
  gap: ${space[4]};
  justify-items: center;
  padding: ${space[12]} ${space[4]};
  border: 1px dashed ${themeVars.border};
  border-radius: ${radii.lg};
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
