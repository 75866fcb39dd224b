import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { space } from '@/shared/config';

export type PageWidth = 'reading' | 'narrow' | 'medium' | 'wide';
export type PageSpacing = 'tight' | 'normal';

const widths: Record<PageWidth, string> = {
  reading: '48rem',
  narrow: '52rem',
  medium: '56rem',
  wide: '72rem',
};

const gaps: Record<PageSpacing, string> = { tight: '1.25rem', normal: '1.5rem' };

const Main = styled.main<{ $width: PageWidth; $spacing: PageSpacing }>`
  display: grid;
  /* One column no wider than the page: a wide block (code, a table) scrolls inside itself instead. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ $spacing }) => gaps[$spacing]};
  max-width: ${({ $width }) => widths[$width]};
  margin: 0 auto;
  padding: ${space[6]} ${space[4]} ${space[12]};
`;

export interface PageProps extends ComponentPropsWithoutRef<'main'> {
  /** Greatest width: reading 48rem (a post), narrow 52rem, medium 56rem, wide 72rem (lists). */
  width?: PageWidth;
  /** Space between the page's blocks: tight on detail pages, normal on lists. */
  spacing?: PageSpacing;
}

/** A route's <main>: centred, padded, its blocks stacked with even space between them. */
export function Page({ width = 'wide', spacing = 'normal', ...props }: PageProps) {
  return <Main $width={width} $spacing={spacing} {...props} />;
}
