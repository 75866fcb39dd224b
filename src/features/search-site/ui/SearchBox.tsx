import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Form, Input, Submit } from './SearchBox.styles';

/** The header's site search: submitting opens /search?q=… (articles, blog posts, news, events, discussions). */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    void navigate(`/search?${new URLSearchParams({ q }).toString()}`);
    onSearch?.();
  };

  return (
    // A plain GET to /search until the page is live (server-rendered pages work before their script loads).
    <Form role="search" aria-label={t('search.label')} action="/search" method="get" onSubmit={submit}>
      <Input
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        enterKeyHint="search"
      />
      <Submit type="submit" aria-label={t('search.submit')}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
      </Submit>
    </Form>
  );
}
