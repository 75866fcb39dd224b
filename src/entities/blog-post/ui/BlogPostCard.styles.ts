import { Link } from 'react-router';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
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
  background: ${themeVars.bg};
`;

export const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  align-content: start;
  justify-items: start;
  padding: 1rem;
`;

export const TitleLink = styled(Link)`
  color: ${themeVars.text};
  font-size: 1.15rem;
  font-weight: 700;
  line-height: 1.3;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:hover {
    color: ${themeVars.primary};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: -2px;
    border-radius: 0.75rem;
  }
`;

export const Excerpt = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${themeVars.textMuted};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.85rem;
`;

export const SkeletonCard = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
`;
