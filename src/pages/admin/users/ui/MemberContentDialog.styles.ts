import styled from 'styled-components';
import { fontSizes, space } from '@/shared/config';

export const ContentSection = styled.section`
  display: grid;
  gap: ${space[2]};

  h3 {
    margin: 0;
    font-size: ${fontSizes.md};
  }
`;

export const ContentList = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding-left: ${space[4]};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;
