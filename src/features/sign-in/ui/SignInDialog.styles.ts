import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]};
`;

export const SwitchRow = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  text-align: center;
`;

export const LinkButton = styled.button`
  padding: ${space[1]};
  border: 0;
  background: none;
  color: ${themeVars.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${radii.sm};
  background: none;
  color: ${themeVars.textMuted};
  cursor: pointer;

  &:hover {
    color: ${themeVars.text};
  }
`;

/** The line that says why the dialog opened ('Sign in to vote on news.'). */
export const Reason = styled.p`
  margin: 0 0 ${space[4]};
  color: ${themeVars.textMuted};
`;

/** The passkey sign-in button, under the password form. */
export const PasskeyRow = styled.div`
  display: grid;
  border-top: 1px solid ${themeVars.border};
  padding-top: ${space[4]};
`;
