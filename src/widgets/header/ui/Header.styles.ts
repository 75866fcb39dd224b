import { Link } from 'react-router';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Bar = styled.header`
  border-bottom: 1px solid ${themeVars.border};
  background: ${themeVars.surface};
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: 72rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;
`;

export const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  border-radius: 0.25rem;
  color: ${themeVars.text};
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
`;

export const LogoMark = styled.svg`
  color: ${themeVars.primary};
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;
