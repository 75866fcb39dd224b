import type { ReactNode } from 'react';
import { Muted } from '../layout';
import { Rows } from './DiagKit.styles';

/** One row of a check list: what it is about (a picture before it), a muted detail under it, and its status at the end. */
export interface CheckItem {
  key: string;
  label: ReactNode;
  detail?: ReactNode;
  status?: ReactNode;
  media?: ReactNode;
}

/** A list of checked things, one a row; `empty` in its place when there is none. */
export function CheckList({ items, empty }: { items: readonly CheckItem[]; empty?: ReactNode }) {
  if (items.length === 0 && empty) return <p>{empty}</p>;
  return (
    <Rows>
      {items.map(({ key, label, detail, status, media }) => (
        <li key={key}>
          {media}
          <div>
            {label}
            {detail && <Muted>{detail}</Muted>}
          </div>
          {status}
        </li>
      ))}
    </Rows>
  );
}
