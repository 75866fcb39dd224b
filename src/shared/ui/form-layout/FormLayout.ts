import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

/** A form's fields one under another. */
export const FormStack = styled.form`
  display: grid;
  gap: ${space[4]};
`;

/** A form in a bordered panel with its heading (an h3), for a form opened inside a page section. */
export const FormPanel = styled(FormStack)`
  padding: ${space[5]};
  border: 1px solid ${themeVars.primary};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};

  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

/** Fields side by side while they have room (each at least `$min`, 14rem by default), one under another on a phone. */
export const FormRow = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '14rem' }) => $min}), 1fr));
  gap: ${space[4]};
  align-items: start;
`;

/** A row of check boxes, wrapping. */
export const FormChecks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space[5]};
`;

/** The form's buttons, at the end of the line. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  justify-content: flex-end;
`;

/** A short note about the form (which fields are required, what a search looks at). */
export { Note as FormNote } from '../layout';
