import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Field = styled.div`
  display: grid;
  gap: ${space[2]};
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Frame = styled.div<{ $invalid: boolean }>`
  overflow: hidden;
  border: 1px solid ${({ $invalid }) => ($invalid ? themeVars.danger : themeVars.border)};
  border-radius: ${radii.md};
  background: ${themeVars.surface};

  &:focus-within {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 1px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
  padding: ${space[2]};
  border-bottom: 1px solid ${themeVars.border};
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.5rem;
  min-height: 2.5rem;
  padding: 0 ${space[2]};
  border: 1px solid transparent;
  border-radius: ${radii.md};
  background: transparent;
  color: ${themeVars.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${themeVars.border};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 1px;
  }

  &[aria-pressed='true'] {
    border-color: ${themeVars.primary};
    color: ${themeVars.primary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const Divider = styled.span`
  align-self: stretch;
  width: 1px;
  margin: ${space[1]};
  background: ${themeVars.border};
`;

export const TextArea = styled.textarea`
  display: block;
  width: 100%;
  min-height: 12rem;
  padding: ${space[3]};
  border: 0;
  background: transparent;
  color: ${themeVars.text};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${fontSizes.md};
  line-height: 1.6;
  resize: vertical;

  &:focus {
    outline: none;
  }

  &[hidden] {
    display: none;
  }

  &::placeholder {
    color: ${themeVars.textMuted};
  }
`;

export const Preview = styled.div`
  max-height: 500px;
  overflow: auto;
  padding: ${space[3]} ${space[4]};

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: -2px;
  }
`;

export const Message = styled.p<{ $error: boolean }>`
  margin: 0;
  color: ${({ $error }) => ($error ? themeVars.danger : themeVars.textMuted)};
  font-size: ${fontSizes.sm};
`;
