import styled from 'styled-components';
import { media, space, themeVars } from '@/shared/config';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${space[2]} ${space[5]};
  margin: 0;

  dt {
    color: ${themeVars.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${media.down('sm')} {
    grid-template-columns: minmax(0, 1fr);

    dd {
      margin-bottom: ${space[2]};
    }
  }
`;
