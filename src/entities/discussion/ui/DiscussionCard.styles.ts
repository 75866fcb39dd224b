import styled from 'styled-components';
import { space } from '@/shared/config';
import { Card as CardFrame } from '@/shared/ui/card';

export const Card = styled(CardFrame)`
  display: grid;
  gap: ${space[3]};
  padding: ${space[4]};
`;

export const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
`;

/** The language and hidden marks (empty, and then taking no room, for most items). */
export const Marks = styled.div`
  display: flex;
  gap: ${space[2]};

  &:empty {
    display: none;
  }
`;
