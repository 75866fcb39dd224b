import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { loadSafeHtml } from './loadSafeHtml';
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
  // The raw-HTML sanitiser is in before rendering (else a body with raw HTML suspends while it loads).
  loaders: [async () => ({ safeHtml: await loadSafeHtml() })],
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GithubFlavoured: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

/** Fenced code: highlighted when its language is known (TypeScript here), plain otherwise; each with a copy button. */
export const CodeBlocks: Story = {
  args: {
    children: [
      '```ts',
      'const fee: bigint = baseFee + priorityFee; // wei',
      'export async function send(tx: Tx) {',
      "  return wallet.sendTransaction({ ...tx, type: 'eip1559' });",
      '}',
      '```',
      '',
      '```',
      'plain text, no language',
      '```',
    ].join('\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { name: 'Copy code' })).toHaveLength(2);
    await waitFor(() => expect(canvasElement.querySelector('.hljs-keyword')).toHaveTextContent('const'), { timeout: 10_000 });
  },
};

export const CodeBlocksLight: Story = { args: CodeBlocks.args, globals: { theme: 'light' } };

/** Safe raw HTML is rendered (inline markup, details, abbreviations); scripts, handlers and unsafe links are not. */
export const SafeRawHtml: Story = {
  args: {
    children: [
      'A <b>bold</b> claim, <mark>marked</mark>, <abbr title="Ethereum Improvement Proposal">EIP</abbr>-4844, H<sub>2</sub>O,',
      'press <kbd>Ctrl</kbd>+<kbd>K</kbd><br>and <a href="javascript:alert(1)" onclick="alert(2)">no script</a>.',
      '<img src=x onerror="alert(3)"><script>alert(4)</script>',
      '',
      '<details><summary>Show the details</summary>',
      '',
      'Blob space is **cheap**.',
      '',
      '</details>',
    ].join('\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('bold')).toBeVisible();
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('marked');
    await expect(canvasElement.querySelector('abbr')).toHaveAttribute('title', 'Ethereum Improvement Proposal');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.innerHTML).not.toMatch(/onerror|onclick|javascript:/);
    await expect(canvas.getByText('Show the details')).toBeVisible();
  },
};
