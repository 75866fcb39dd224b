import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[2]};
  align-items: center;
  min-width: 0;
`;

export const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Username = styled.span`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const Time = styled.time`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};

  &::before {
    content: '·';
    margin-right: ${space[2]};
  }
`;
