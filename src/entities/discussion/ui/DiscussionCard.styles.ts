import styled, { css } from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';
import { Card as CardFrame } from '@/shared/ui/card';
import { TextLink } from '@/shared/ui/text-link';

export const Card = styled(CardFrame)`
  display: grid;
  gap: ${space[3]};
  padding: ${space[4]};
`;

/** The thread's title: large as the page's h1, else a list heading. */
export const Title = styled.h3<{ $page: boolean }>`
  margin: 0;
  font-size: ${(props) => (props.$page ? fontSizes.xxl : fontSizes.lg)};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const TitleLink = styled(TextLink)`
  color: inherit;
`;

// A few lines of a long text; the rest is on the thread's page ("Read more").
export const Content = styled.p<{ $clamped?: boolean }>`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
  ${(props) =>
    props.$clamped &&
    css`
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 4;
      line-clamp: 4;
      overflow: hidden;
    `}
`;

export const ReadMore = styled(TextLink)`
  justify-self: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
`;

/** The topic, language and hidden marks. */
export const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};

  &:empty {
    display: none;
  }
`;

export const TopicMark = styled(TextLink)`
  padding: 0 ${space[2]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.pill};
  font-size: ${fontSizes.xs};
  line-height: 1.6;
  text-decoration: none;
`;
