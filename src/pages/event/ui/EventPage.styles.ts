import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Category = styled.p`
  display: flex;
  gap: ${space[3]};
  align-items: center;
  margin: 0 0 ${space[2]};
  color: ${themeVars.textMuted};
`;

export const Title = styled.h1`
  margin: 0 0 ${space[5]};
  font-size: ${fontSizes.display};
  line-height: 1.2;
`;

export const Facts = styled.dl`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  margin: 0 0 ${space[6]};
  padding: ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};

  dt {
    color: ${themeVars.textMuted};
    font-size: ${fontSizes.xs};
  }

  dd {
    margin: ${space[1]} 0 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin-bottom: ${space[6]};
`;

export const About = styled.section`
  h2 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSizes.xl};
  }

  p {
    margin: 0;
    line-height: 1.7;
    white-space: pre-line;
  }
`;

/** The venue's time zone under an event time. */
export const VenueZone = styled.span`
  display: block;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.xs};
`;

/** The reader's own time, when it differs from the venue's. */
export const ReaderTime = styled.span`
  display: block;
  margin-top: ${space[1]};
`;
