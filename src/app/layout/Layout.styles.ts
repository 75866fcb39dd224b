import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const Content = styled.div`
  flex: 1;

  &:focus {
    outline: none;
  }
`;

/** Holds the page's place while its code loads, so the footer does not jump up and back. */
export const PagePlaceholder = styled.div`
  min-height: 70vh;
`;

export const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -3rem;
  z-index: 30;
  padding: ${space[2]} ${space[4]};
  border-radius: ${radii.md};
  background: ${themeVars.primary};
  color: ${themeVars.onPrimary};
  font-weight: 600;

  &:focus {
    top: 0.5rem;
  }
`;
