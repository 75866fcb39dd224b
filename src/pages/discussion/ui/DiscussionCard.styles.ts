import styled from 'styled-components';
import { Card as CardFrame } from '@/shared/ui';

export const Card = styled(CardFrame)`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
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
  gap: 0.5rem;
  align-items: center;
`;
