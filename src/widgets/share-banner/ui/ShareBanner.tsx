import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Action, Banner, Body, Text, Title } from './ShareBanner.styles';

/** 'Share Your Knowledge': invites readers to write a blog post (/write-blog). */
export function ShareBanner() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Banner aria-labelledby={titleId}>
      <Text>
        <Title id={titleId}>{t('shareBanner.title')}</Title>
        <Body>{t('shareBanner.body')}</Body>
      </Text>
      <Action to="/write-blog">{t('shareBanner.action')}</Action>
    </Banner>
  );
}
