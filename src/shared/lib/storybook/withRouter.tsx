import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

/** Storybook decorator: renders the story inside an in-memory router, for components with links. */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);
