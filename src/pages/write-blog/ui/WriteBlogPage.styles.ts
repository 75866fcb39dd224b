import styled from 'styled-components';
import { themeVars } from '@/shared/config';

/** Form and preview side by side on wide screens, stacked on phones. */
export const Workspace = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;

  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
`;

export const Row = styled.div`
  display: grid;
  gap: 1.25rem;

  @media (min-width: 40rem) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  align-content: start;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Select = styled.select`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.5rem;
  background: ${themeVars.surface};
  color: ${themeVars.text};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${themeVars.danger};
  }
`;

export const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ $error }) => ($error ? themeVars.danger : themeVars.textMuted)};
  font-size: 0.875rem;
`;

export const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
`;

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${themeVars.primary};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

export const PreviewPanel = styled.section`
  display: grid;
  gap: 0.75rem;
  min-width: 0;

  @media (min-width: 64rem) {
    position: sticky;
    top: 5rem;
  }

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/** Spec section 9: the preview is at most 500 px high and scrolls beyond that. */
export const PreviewScroll = styled.div`
  max-height: 500px;
  overflow: auto;
  padding: 1rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: ${themeVars.surface};

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const PreviewTitle = styled.p`
  margin: 0 0 0.5rem;
  font-size: 1.5rem;
  font-weight: 700;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const PreviewExcerpt = styled.p`
  margin: 0 0 1rem;
  color: ${themeVars.textMuted};
  overflow-wrap: anywhere;
`;

export const PreviewImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  margin-bottom: 1rem;
  border-radius: 0.5rem;
`;

export const PreviewTags = styled.p`
  margin: 1rem 0 0;
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const Panel = styled.section`
  display: grid;
  gap: 1rem;
  justify-items: start;
  padding: 1.5rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: ${themeVars.surface};

  h2 {
    margin: 0;
  }

  p {
    margin: 0;
    color: ${themeVars.textMuted};
  }
`;

export const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
