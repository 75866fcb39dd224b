import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Formatters } from '../model/useFormatters';
import { DataTable, Panel } from './AdminDashboardPage.styles';

export interface TopPagesProps {
  pages: readonly { title: string; url: string; views: number }[];
  format: Formatters;
}

/** The most viewed pages of the window (the server's first 5): title (or address) linking to the page, and views. */
export function TopPages({ pages, format }: TopPagesProps) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <Panel>
      <figcaption>
        <strong>{t('pages.title')}</strong>
        <span>{t('pages.caption', { shown: pages.length })}</span>
      </figcaption>
      <DataTable>
        <thead>
          <tr>
            <th scope="col">{t('pages.page')}</th>
            <th scope="col" className="number">
              {t('pages.views')}
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.url}>
              <th scope="row">
                <Link to={page.url} title={page.url}>
                  {page.title || page.url}
                </Link>
              </th>
              <td className="number">{format.number(page.views)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Panel>
  );
}
