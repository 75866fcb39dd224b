import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminList, createdColumn, useAdminListQuery } from '@/widgets/admin-list';
import { useAdminQuery } from '@/shared/api';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import { formatDateTime } from '@/shared/lib/format-date';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { EmptyState } from '@/shared/ui/empty-state';
import { Loadable } from '@/shared/ui/diag-kit';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextAnchor, TextLink } from '@/shared/ui/text-link';
import { AdminOutboxListQuery, AdminOutboxMessageQuery } from '../api/adminOutboxQueries';
import { FactList, type Fact } from '@/shared/ui/fact-list';
import { HtmlFrame, TextPart } from './AdminOutboxPage.styles';

/** Messages per page of the list; "Load more" asks for this many more. */
const PAGE_SIZE = 100;
const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

type Status = 'queued' | 'sending' | 'sent' | 'failed';

/** The text part, its http(s) addresses as links (an admin follows a verification link as its recipient would). */
function LinkedText({ text }: { text: string }) {
  return (
    <TextPart>
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <TextAnchor key={index} href={part}>
            {part}
          </TextAnchor>
        ) : (
          part
        ),
      )}
    </TextPart>
  );
}

function Message({ id }: { id: string }) {
  const { t, i18n } = useTranslation('admin-outbox');
  const [result, reload] = useAdminQuery(AdminOutboxMessageQuery, { id });
  const time = (value: string) => formatDateTime(value, i18n.language);
  return (
    <Loadable
      data={result.data}
      error={result.error}
      retry={reload}
      failed={(message) => t('fetchFailed', { message })}
      retryLabel={t('retry')}
      loadingLabel={t('loading')}
    >
      {({ auth_mail_outbox_by_pk: message }) =>
        !message ? (
          <EmptyState>{t('notFound')}</EmptyState>
        ) : (
          <article aria-labelledby="outbox-subject">
            <h2 id="outbox-subject">{message.subject}</h2>
            <FactList
              facts={[
                [t('to'), message.recipient],
                [t('kind'), message.template],
                [t('language'), <span lang={message.language}>{message.language}</span>],
                [t('status.label'), t(`status.${message.status as Status}`)],
                [t('attempts'), message.attempts],
                [t('created'), time(message.created_at)],
                ...(message.sent_at ? [[t('sentAt'), time(message.sent_at)] satisfies Fact] : []),
                ...(message.last_error ? [[t('lastError'), message.last_error] satisfies Fact] : []),
                [t('messageId'), message.message_id],
              ]}
            />
            <h3>{t('textPart')}</h3>
            <div lang={message.language}>
              <LinkedText text={message.text_body} />
            </div>
            <h3>{t('htmlPart')}</h3>
            {/* sandbox="": no script, no same-origin access, no navigation of this page. */}
            <HtmlFrame sandbox="" srcDoc={message.html_body} title={t('htmlFrame')} />
          </article>
        )
      }
    </Loadable>
  );
}

function List() {
  const { t, i18n } = useTranslation('admin-outbox');
  const { list } = useAdminListQuery({
    query: AdminOutboxListQuery,
    rows: 'auth_mail_outbox',
    where: {},
    pageSize: PAGE_SIZE,
    failed: (message) => t('fetchFailed', { message }),
  });
  return (
    <AdminList
      {...list}
      empty={<p>{t('empty')}</p>}
      minWidth="48rem"
      t={t}
      columns={[
        {
          header: t('subject'),
          cell: (message) => (
            <TextLink
              lang={message.language}
              to={`${ADMIN_PAGE_PATHS.outbox}?id=${encodeURIComponent(message.id)}`}
              aria-label={t('open', { to: message.recipient, subject: message.subject })}
            >
              {message.subject}
            </TextLink>
          ),
        },
        { header: t('to'), cell: (message) => message.recipient },
        { header: t('kind'), cell: (message) => message.template },
        { header: t('status.label'), cell: (message) => t(`status.${message.status as Status}`) },
        createdColumn(t('created'), (at) => formatDateTime(at, i18n.language)),
      ]}
    />
  );
}

/** /admin/outbox: the mail the site queued (and sent), newest first; `?id=` opens one message with both its parts. */
export function AdminOutboxPage() {
  const { t } = useTranslation('admin-outbox');
  useDocumentTitle(t('documentTitle'));
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Page>
      <PageHeader title={t('title')} lead={t('leadHeld')} />
      {id ? (
        <>
          <p>
            <TextLink to={ADMIN_PAGE_PATHS.outbox}>{t('back')}</TextLink>
          </p>
          <Message id={id} />
        </>
      ) : (
        <List />
      )}
    </Page>
  );
}
