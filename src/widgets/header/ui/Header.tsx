import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/features/switch-language';
import { ThemeToggle } from '@/features/toggle-theme';
import { Bar, Controls, Inner, Logo, LogoMark } from './Header.styles';

export function Header() {
  const { t } = useTranslation();

  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={t('brand.homeLink')}>
          <LogoMark width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <path
              d="M2 17h7l3-8 5 15 4-11 2 4h7"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </LogoMark>
          {t('brand.name')}
        </Logo>
        <Controls>
          <LanguageSwitch />
          <ThemeToggle />
        </Controls>
      </Inner>
    </Bar>
  );
}
