import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Main = styled.main`
  display: grid;
  gap: 1.5rem;
  max-width: 72rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

export const Header = styled.header`
  display: grid;
  gap: 0.5rem;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.75rem, 4vw, 2.5rem);
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export const FilterButton = styled.button`
  padding: 0.35rem 0.9rem;
  border: 1px solid ${themeVars.border};
  border-radius: 999px;
  background: transparent;
  color: ${themeVars.text};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${themeVars.primary};
    border-color: ${themeVars.primary};
    color: ${themeVars.onPrimary};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const Section = styled.section`
  display: grid;
  gap: 1rem;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.3rem;
`;

export const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
`;

export const Muted = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const Empty = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: center;
  padding: 3rem 1rem;
  border: 1px dashed ${themeVars.border};
  border-radius: 0.75rem;

  p {
    margin: 0;
    color: ${themeVars.textMuted};
  }
`;
