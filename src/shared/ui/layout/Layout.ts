import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

type Space = keyof typeof space;

/** Items in a row that wraps (buttons, badges, facts), `$gap` apart (space[3] by default), centred on the line. */
export const Cluster = styled.div<{ $gap?: Space }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ $gap = 3 }) => space[$gap]};
  align-items: center;
`;

/** Items one under another, `$gap` apart (space[2] by default), each as wide as its content. */
export const Stack = styled.div<{ $gap?: Space }>`
  display: grid;
  gap: ${({ $gap = 2 }) => space[$gap]};
  justify-items: start;
  min-width: 0;
`;

/** Secondary text: muted, small, long words wrapping. */
export const Muted = styled.span`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** A paragraph of secondary text: muted, small (a page's or a form's note). */
export const Note = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

/** Secondary text cut to its first two lines. */
export const Clamp = styled(Muted)`
  display: -webkit-box;
  overflow: hidden;
  max-width: 28rem;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

/** A small rounded label drawn in `$color` (the primary colour by default): a status, a role, a marker. */
export const Pill = styled.span<{ $color?: string }>`
  display: inline-block;
  padding: ${space[0.5]} ${space[3]};
  border: 1px solid ${({ $color = themeVars.primary }) => $color};
  border-radius: ${radii.pill};
  color: ${({ $color = themeVars.primary }) => $color};
  font-size: ${fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
`;

/** Text kept on one line (a price, a count). */
export const Nowrap = styled.span`
  white-space: nowrap;
`;
