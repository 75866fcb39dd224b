import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';
import { Card } from '@/shared/ui/card';

/** The text part, on the shared card's frame. */
export const TextPart = styled(Card).attrs({ as: 'pre' })`
  margin: 0;
  padding: ${space[4]};
  font-family: inherit;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

// The message's own HTML, on white as a mail reader shows it.
export const HtmlFrame = styled.iframe`
  width: 100%;
  min-height: 32rem;
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
  background: #fff;
`;
