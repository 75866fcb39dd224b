import { Link } from 'react-router';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem 2rem;
  padding: 1.5rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: linear-gradient(120deg, color-mix(in srgb, ${themeVars.primary} 16%, ${themeVars.surface}), ${themeVars.surface});
`;

export const Text = styled.div`
  display: grid;
  gap: 0.25rem;
  max-width: 36rem;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 1.375rem;
`;

export const Body = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const Action = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0.5rem 1.125rem;
  border-radius: 0.5rem;
  background: ${themeVars.primary};
  color: ${themeVars.onPrimary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    filter: brightness(1.08);
  }
`;
