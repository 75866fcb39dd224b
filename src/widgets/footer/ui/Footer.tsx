import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/lib/i18n';
import { feedLinks, siteLinks, topicLinks } from '../config/links';
import { About, Bar, Bottom, Brand, FooterAnchor, FooterLink, Heading, Inner, List } from './Footer.styles';

/** The site footer: what the site is, its info pages and feeds, and the main topics. */
export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Bar>
      <Inner>
        <div>
          <Brand>{t('brand.name')}</Brand>
          <About>{t('footer.tagline')}</About>
        </div>
        <nav aria-labelledby="footer-site">
          <Heading id="footer-site">{t('footer.siteHeading')}</Heading>
          <List>
            {siteLinks.map((link) => (
              <li key={link.to}>
                <FooterLink to={link.to}>{t(link.label)}</FooterLink>
              </li>
            ))}
            {feedLinks.map((link) => (
              <li key={link.path}>
                <FooterAnchor href={`${link.path}?lang=${language}`} type={link.type}>
                  {t(link.label)}
                </FooterAnchor>
              </li>
            ))}
          </List>
        </nav>
        <nav aria-labelledby="footer-topics">
          <Heading id="footer-topics">{t('footer.topicsHeading')}</Heading>
          <List>
            {topicLinks.map((link) => (
              <li key={link.slug}>
                <FooterLink to={`/?category=${link.slug}`}>{t(link.label)}</FooterLink>
              </li>
            ))}
          </List>
        </nav>
      </Inner>
      <Bottom>{t('footer.copyright', { year: new Date().getFullYear() })}</Bottom>
    </Bar>
  );
}
