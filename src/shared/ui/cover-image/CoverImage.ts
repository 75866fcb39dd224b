import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

/** The large 1200×630 cover at the top of a detail page (a post, an event); decorative, alt="". */
export const CoverImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 28rem;
  margin-bottom: ${space[5]};
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  border-radius: ${radii.lg};
  background: ${themeVars.surface};
`;
