import type { Meta, StoryObj } from '@storybook/react-vite';
import Markdown from './Markdown';

const sample = `## Where the money goes

A rollup transaction pays for **execution**, *data availability* and ~~nothing else~~ settlement.

| | Optimistic rollups | ZK rollups |
|---|---|---|
| Finality on L1 | ~7 days | Minutes to hours |
| Typical transfer | < $0.01 | < $0.02 |

- [x] Blob space
- [ ] Shared sequencing

Read more at https://ethereum.org and in the notes[^1].

[^1]: Figures from early 2025.
`;

const meta = {
  title: 'shared/Markdown',
  component: Markdown,
  args: { children: sample },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GithubFlavoured: Story = {};

export const Light: Story = { globals: { theme: 'light' } };
