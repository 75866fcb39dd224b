import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

export const Region = styled.div`
  position: fixed;
  inset-inline: ${space[4]};
  bottom: ${space[4]};
  z-index: 60;
  display: flex;
  justify-content: center;
  pointer-events: none;
`;

export const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  max-width: min(32rem, 100%);
  padding: ${space[2]} ${space[2]} ${space[2]} ${space[4]};
  border: 1px solid ${themeVars.primary};
  border-left-width: 4px;
  border-radius: ${radii.md};
  background: ${themeVars.surface};
  color: ${themeVars.text};
  box-shadow: 0 6px 24px rgb(0 0 0 / 25%);
  overflow-wrap: anywhere;
  pointer-events: auto;
`;

export const Text = styled.p`
  flex: 1;
  margin: 0;
`;
