import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // On a new project each feature starts with one consumer (the header uses toggle-theme
    // and switch-language); merging them into it now would only be undone when the next
    // screen needs them. Widgets and entities are still checked.
    files: ['./src/features/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // The discussion entity is used by the discussion page and by four features (comment, create,
    // delete, like); the features' references are invisible to this rule while it is off for them.
    files: ['./src/entities/discussion/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
]);
