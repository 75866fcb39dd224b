import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Panel = styled.section`
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
`;

export const Text = styled.p`
  margin: 0;
`;

export const Choices = styled.fieldset`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${space[2]};
    font-weight: 600;
  }

  label {
    display: flex;
    gap: ${space[2]};
    align-items: center;
    min-height: 2.75rem;
  }
`;
