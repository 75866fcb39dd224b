import styled from 'styled-components';
import { fontSizes, media, radii, space, themeVars } from '@/shared/config';

/** Form and preview side by side on wide screens, stacked on phones. */
export const Workspace = styled.div`
  display: grid;
  gap: ${space[6]};
  align-items: start;

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${space[5]};
  min-width: 0;
`;

export const Row = styled.div`
  display: grid;
  gap: ${space[5]};

  ${media.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Field = styled.div`
  display: grid;
  gap: ${space[2]};
  align-content: start;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Select = styled.select`
  width: 100%;
  min-height: 2.75rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
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
  font-size: ${fontSizes.sm};
`;

export const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[6]};
`;

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
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
  gap: ${space[3]};
`;

export const PreviewPanel = styled.section`
  display: grid;
  gap: ${space[3]};
  min-width: 0;

  ${media.up('lg')} {
    position: sticky;
    top: 5rem;
  }

  h2 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
`;

/** Spec section 9: the preview is at most 500 px high and scrolls beyond that. */
export const PreviewScroll = styled.div`
  max-height: 500px;
  overflow: auto;
  padding: ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const PreviewTitle = styled.p`
  margin: 0 0 ${space[2]};
  font-size: ${fontSizes.xxl};
  font-weight: 700;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const PreviewExcerpt = styled.p`
  margin: 0 0 ${space[4]};
  color: ${themeVars.textMuted};
  overflow-wrap: anywhere;
`;

export const PreviewImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  margin-bottom: ${space[4]};
  border-radius: ${radii.md};
`;

export const PreviewTags = styled.p`
  margin: ${space[4]} 0 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const Panel = styled.section`
  display: grid;
  gap: ${space[4]};
  justify-items: start;
  padding: ${space[6]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
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
  gap: ${space[3]};
`;
