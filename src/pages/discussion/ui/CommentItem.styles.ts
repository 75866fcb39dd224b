import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export { Actions, Content } from './DiscussionCard.styles';

export const Comment = styled.li`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem 0 0.75rem 0.75rem;
  border-left: 2px solid ${themeVars.border};
  list-style: none;
`;
