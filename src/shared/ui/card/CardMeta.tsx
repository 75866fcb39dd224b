import { Children, Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

export interface CardMetaProps {
  /** The items (author, date, read time), shown with a dot between each two. */
  children: ReactNode;
}

/** A card's muted line of facts such as author · date · read time. */
export function CardMeta({ children }: CardMetaProps) {
  return (
    <Line>
      {Children.toArray(children).map((item, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true">·</span>}
          {item}
        </Fragment>
      ))}
    </Line>
  );
}
