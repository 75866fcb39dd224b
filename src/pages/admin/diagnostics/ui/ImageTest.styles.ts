import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

export const Preview = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
`;

export const Thumb = styled.img`
  display: block;
  width: 96px;
  height: 64px;
  object-fit: cover;
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
`;

export const ImageRow = styled.li`
  && {
    justify-content: flex-start;
  }

  > div {
    display: grid;
    flex: 1 1 12rem;
    gap: ${space[1]};
  }
`;
