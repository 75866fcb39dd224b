import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Category = styled.p`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  margin: 0 0 0.5rem;
  color: ${themeVars.textMuted};
`;

export const Title = styled.h1`
  margin: 0 0 1.25rem;
  font-size: clamp(1.75rem, 4.5vw, 2.5rem);
  line-height: 1.2;
`;

export const Facts = styled.dl`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  margin: 0 0 1.5rem;
  padding: 1rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: ${themeVars.surface};

  dt {
    color: ${themeVars.textMuted};
    font-size: 0.8rem;
  }

  dd {
    margin: 0.2rem 0 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
`;

export const About = styled.section`
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }

  p {
    margin: 0;
    line-height: 1.7;
    white-space: pre-line;
  }
`;
