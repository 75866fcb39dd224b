import { Link } from 'react-router';
import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]} ${space[8]};
  padding: ${space[6]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: linear-gradient(120deg, color-mix(in srgb, ${themeVars.primary} 16%, ${themeVars.surface}), ${themeVars.surface});
`;

export const Text = styled.div`
  display: grid;
  gap: ${space[1]};
  max-width: 36rem;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xxl};
`;

export const Body = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const Action = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: ${space[2]} ${space[5]};
  border-radius: ${radii.md};
  background: ${themeVars.primary};
  color: ${themeVars.onPrimary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    filter: brightness(1.08);
  }
`;
