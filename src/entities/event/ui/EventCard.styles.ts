import styled from 'styled-components';
import { themeVars } from '@/shared/config';
import { Card as CardFrame } from '@/shared/ui';

export const Card = styled(CardFrame)`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  padding: 1rem;
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

export const Muted = styled.span`
  color: ${themeVars.textMuted};
  font-size: 0.85rem;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: 1.2rem;
  line-height: 1.3;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;
