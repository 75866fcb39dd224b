import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Section = styled.section`
  display: grid;
  gap: ${space[4]};
  padding: ${space[5]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};
  scroll-margin-top: ${space[8]};

  p {
    margin: 0;
  }

  form {
    display: grid;
    gap: ${space[4]};
    justify-items: start;
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xl};
`;

export const Fields = styled.div`
  display: grid;
  gap: ${space[3]};
  width: 100%;
  max-width: 28rem;
`;
