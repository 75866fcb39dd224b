import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';

export { Actions, Content } from './DiscussionCard.styles';

export const Comment = styled.li`
  display: grid;
  gap: ${space[2]};
  padding: ${space[3]} 0 ${space[3]} ${space[3]};
  border-left: 2px solid ${themeVars.border};
  list-style: none;
`;
