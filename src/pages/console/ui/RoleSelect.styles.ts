import styled from 'styled-components';
import { fontSizes, media, radii, space, themeVars } from '@/shared/config';

export const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Select = styled.select`
  min-height: 2.5rem;
  padding: ${space[2]} ${space[2]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
  background: ${themeVars.bg};
  color: ${themeVars.text};
  font: inherit;
`;

// Still read out through aria-describedby where there is no room to show it.
export const Hint = styled.span`
  max-width: 24rem;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.xs};
  line-height: 1.3;

  ${media.down('xl')} {
    display: none;
  }
`;
