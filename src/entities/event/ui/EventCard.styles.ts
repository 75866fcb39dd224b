import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';
import { Card as CardFrame } from '@/shared/ui/card';

export const Card = styled(CardFrame)`
  display: grid;
  gap: ${space[3]};
  align-content: start;
  padding: ${space[4]};
`;

export const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  align-items: center;
  margin: 0;

  dt {
    color: ${themeVars.textMuted};
    font-size: ${fontSizes.xs};
  }

  dd {
    margin: 0;
  }
`;

export const Muted = styled.span`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${fontSizes.xl};
  line-height: 1.3;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
`;
