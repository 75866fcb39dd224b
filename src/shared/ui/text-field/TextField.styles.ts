import styled, { css } from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Field = styled.div`
  display: grid;
  gap: ${space[2]};
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

/** The box of an input, a select or a text area: at least 44 px high, its border red while it is invalid. */
export const controlBox = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
  background: ${themeVars.surface};
  color: ${themeVars.text};
  font: inherit;

  &::placeholder {
    color: ${themeVars.textMuted};
  }

  &[aria-invalid='true'] {
    border-color: ${themeVars.danger};
  }
`;

export const Input = styled.input<{ $hasEnd: boolean }>`
  ${controlBox}
  padding-right: ${({ $hasEnd }) => ($hasEnd ? '3rem' : '0.75rem')};
`;

export const End = styled.div`
  position: absolute;
  right: 0.25rem;
  display: flex;
`;

export const Message = styled.p<{ $error: boolean }>`
  margin: 0;
  color: ${({ $error }) => ($error ? themeVars.danger : themeVars.textMuted)};
  font-size: ${fontSizes.sm};
`;
