import { useId, type ReactNode } from 'react';
import { Section, SectionTitle } from './PageSection.styles';

export interface PageSectionProps {
  /** The section's h2, which also names the region. */
  title: ReactNode;
  children: ReactNode;
}

/** A named region of a page (such as 'Featured' or 'Past events'): its h2 above its content. */
export function PageSection({ title, children }: PageSectionProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {children}
    </Section>
  );
}
