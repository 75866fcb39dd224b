import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Client, fetchExchange, Provider } from 'urql';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { emptyDraft, OWN_AUTHOR } from '../model/articleDraft';
import { ArticleForm, type ArticleFormOptions } from './ArticleForm';

const admin = {
  id: 'a0000000-0000-4000-8000-000000000001',
  email: 'editor@example.com',
  displayName: 'Editor Lin',
  username: 'lin',
  isAdmin: true,
};
const CONTENT = 'A body that is comfortably longer than the fifty characters the rules ask for.';

const options: ArticleFormOptions = {
  categories: [{ id: 'c1', name: 'DeFi', name_zh: '去中心化金融' }],
  authors: [{ id: 'au1', name: 'Elena Marsh', email: 'elena@example.com' }],
  articles: [{ id: 'z1', title: '以太坊的下一步', language: 'zh' }],
};

interface SentRequest {
  query: string;
  variables: Record<string, unknown>;
}

/** A client that records what it sends and answers each operation by name. */
function apiClient(sent: SentRequest[], answers: Record<string, unknown>) {
  return new Client({
    url: 'http://127.0.0.1/v1/graphql',
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as SentRequest & { operationName?: string };
      sent.push(body);
      const name = Object.keys(answers).find((key) => body.query.includes(key));
      return Response.json(name ? answers[name] : { data: null });
    },
  });
}

function ListPage() {
  const { state } = useLocation();
  return <p>List page: {JSON.stringify(state)}</p>;
}

function renderForm(formOptions: ArticleFormOptions, answers: Record<string, unknown> = {}) {
  const sent: SentRequest[] = [];
  render(
    <Provider value={apiClient(sent, answers)}>
      <MemoryRouter initialEntries={['/write-article']}>
        <Routes>
          <Route
            path="/write-article"
            element={<ArticleForm initial={emptyDraft('en', OWN_AUTHOR)} options={formOptions} user={admin} />}
          />
          <Route path="/admin/articles" element={<ListPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return sent;
}

function fill() {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Rollups in 2025 ' } });
  fireEvent.change(screen.getByLabelText('Summary'), { target: { value: 'Where the fees go now.' } });
  fireEvent.change(screen.getByLabelText('Content'), { target: { value: CONTENT } });
}

describe('ArticleForm', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
    await loadNamespaces(['write-article', 'upload']);
  });

  it("shows the spec's messages for empty fields, sends nothing and focuses the first", async () => {
    const sent = renderForm(options);
    fireEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    for (const text of [
      'Please enter article title',
      'Please enter article summary',
      'Please enter article content',
      'Please select article category',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tiny' } });
    expect(screen.getByText('Title must be at least 5 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Summary'), { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('Summary cannot exceed 500 characters')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('does not publish on Enter in a field', () => {
    const sent = renderForm(options);
    fill();
    fireEvent.submit(screen.getByLabelText('Title').closest('form')!);
    expect(screen.queryByText('Please select article category')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('does not ask for a category when there are none', () => {
    renderForm({ ...options, categories: [] });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(screen.queryByText('Please select article category')).toBeNull();
    expect(screen.getByLabelText('Category')).toHaveProperty('disabled', true);
  });

  it("publishes under the admin's own byline, adding it to the authors first, then goes to the list", async () => {
    const sent = renderForm(options, {
      WriteArticleCreateAuthorMutation: { data: { insert_authors_one: { __typename: 'authors', id: 'au-new' } } },
      WriteArticleInsertMutation: {
        // The slug the database kept: another article already had the title's.
        data: { insert_articles_one: { __typename: 'articles', id: 'art-1', slug: 'rollups-in-2025-1', published: true } },
      },
    });
    fill();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'c1' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'zh' } });
    expect(screen.queryByRole('option', { name: '以太坊的下一步' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'en' } });
    fireEvent.change(screen.getByLabelText('Translation of'), { target: { value: 'z1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish Article' }));

    await screen.findByText(/List page/);
    expect(sent.map((request) => request.variables)).toEqual([
      { name: 'Editor Lin', email: 'editor@example.com' },
      {
        object: {
          title: 'Rollups in 2025',
          excerpt: 'Where the fees go now.',
          content: CONTENT,
          image_url: null,
          category_id: 'c1',
          author_id: 'au-new',
          language: 'en',
          translation_of_id: 'z1',
          featured: false,
          published: true,
        },
      },
    ]);
    expect(screen.getByText(/List page/).textContent).toContain('"published":true');
  });

  it("reuses the author with the admin's email, and saves a draft, then goes to the list", async () => {
    const sent = renderForm(
      { ...options, authors: [...options.authors, { id: 'au-me', name: 'Lin', email: 'Editor@Example.com' }] },
      {
        WriteArticleInsertMutation: {
          data: { insert_articles_one: { __typename: 'articles', id: 'art-2', slug: 'rollups-in-2025', published: false } },
        },
      },
    );
    fill();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'c1' } });
    // The form opens with the own byline, which is the author with the admin's email.
    expect(screen.getByLabelText<HTMLSelectElement>('Author').value).toBe('au-me');
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect((await screen.findByText(/List page/)).textContent).toContain('"published":false');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.variables.object).toMatchObject({ author_id: 'au-me', published: false });
  });

  it('tells a member without admin rights that they may not publish', async () => {
    renderForm(
      { ...options, authors: [] },
      {
        WriteArticleCreateAuthorMutation: {
          errors: [
            {
              message: "field 'insert_authors_one' not found in type: 'mutation_root'",
              extensions: { code: 'validation-failed', path: '$' },
            },
          ],
        },
      },
    );
    fill();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'c1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('You do not have permission to publish articles')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish Article' })).toHaveProperty('disabled', false);
  });

  it("shows the service's message when the save fails otherwise", async () => {
    renderForm(options, {
      WriteArticleInsertMutation: {
        errors: [{ message: 'Check constraint violation.', extensions: { code: 'constraint-violation', path: '$' } }],
      },
    });
    fill();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'c1' } });
    fireEvent.change(screen.getByLabelText('Author'), { target: { value: 'au1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    await waitFor(() => expect(screen.getByText('Save failed: Check constraint violation.')).toBeTruthy());
  });
});
