import { Children, Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.85rem;
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
