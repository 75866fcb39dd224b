import { Link } from 'react-router';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Card = styled.article`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  padding: 1rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: ${themeVars.surface};
`;

export const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  border-radius: 0.5rem;
  background: ${themeVars.bg};
`;

export const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  margin: 0;

  dt {
    color: ${themeVars.textMuted};
    font-size: 0.75rem;
  }

  dd {
    margin: 0;
  }
`;

export const Badge = styled.span<{ $upcoming: boolean }>`
  padding: 0.15rem 0.6rem;
  border: 1px solid ${({ $upcoming }) => ($upcoming ? themeVars.primary : themeVars.border)};
  border-radius: 999px;
  color: ${({ $upcoming }) => ($upcoming ? themeVars.primary : themeVars.textMuted)};
  font-size: 0.75rem;
  font-weight: 600;
`;

export const Muted = styled.span`
  color: ${themeVars.textMuted};
  font-size: 0.85rem;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: 1.2rem;
  line-height: 1.3;
`;

export const Description = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${themeVars.textMuted};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

const linkFocus = `
  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const ExternalButton = styled.a`
  padding: 0.45rem 0.9rem;
  border-radius: 0.5rem;
  background: ${themeVars.primary};
  color: ${themeVars.onPrimary};
  font-weight: 600;
  text-decoration: none;
  ${linkFocus}
`;

export const LearnMore = styled(Link)`
  color: ${themeVars.primary};
  font-weight: 600;
  ${linkFocus}
`;
