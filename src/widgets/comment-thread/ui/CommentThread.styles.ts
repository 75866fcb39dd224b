import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const Section = styled.section`
  display: grid;
  gap: ${space[4]};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
  justify-content: space-between;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSizes.lg};
`;

export const CommentList = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
`;

/** Replies, indented under their comment. */
export const ReplyList = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0 0 0 ${space[4]};
`;

export const ReplyBox = styled.li`
  list-style: none;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;
