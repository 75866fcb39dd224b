import type { ReactNode } from 'react';
import { Header, Heading, Lead, Title } from './PageHeader.styles';

export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title. */
  lead?: ReactNode;
  /** Controls beside the title (wrapping below it on narrow screens), such as a refresh button. */
  actions?: ReactNode;
}

/** The top of a list page: its h1, a lead line and optional controls. */
export function PageHeader({ title, lead, actions }: PageHeaderProps) {
  return (
    <Header>
      <Heading>
        <Title>{title}</Title>
        {lead && <Lead>{lead}</Lead>}
      </Heading>
      {actions}
    </Header>
  );
}
