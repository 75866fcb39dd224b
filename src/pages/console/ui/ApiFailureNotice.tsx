import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../api/checkSecret';
import { Detail, Notice } from './ApiFailureNotice.styles';

/** Why the secret was not accepted, with the API's own error code and message when it sent them. */
export function ApiFailureNotice({ failure }: { failure: ApiFailure }) {
  const { t } = useTranslation('console');
  const headline = {
    denied: t('error.denied'),
    unexpected: t('error.unexpected', { status: failure.status }),
    unreachable: t('error.unreachable'),
  }[failure.kind];

  return (
    <Notice role="alert">
      <strong>{headline}</strong>
      {failure.code && failure.message ? <Detail>{t('error.detail', { code: failure.code, message: failure.message })}</Detail> : null}
    </Notice>
  );
}
