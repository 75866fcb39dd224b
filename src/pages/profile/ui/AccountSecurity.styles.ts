import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Section = styled.section`
  display: grid;
  gap: ${space[4]};
  padding: ${space[5]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xl};
`;

export const SubHeading = styled.h3`
  margin: 0;
  font-size: ${fontSizes.lg};
`;

export const Form = styled.form`
  display: grid;
  gap: ${space[3]};
  max-width: 28rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;
