import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { themeNames, type ThemeName } from '@/shared/config';
import { useHydrated } from '@/shared/lib/render-env';
import { Button, LinkButton } from '@/shared/ui/button';
import { setTheme, useTheme } from '../model/theme';
import { ThemeIcon } from './ThemeIcon';

// Only the link to the other theme shows: the page's theme is on <html> (the server's, or the saved one).
const ThemeLinkButton = styled(LinkButton)<{ $theme: ThemeName }>`
  html[data-theme='${({ $theme }) => $theme}'] & {
    display: none;
  }
`;

/** Before the page is live (or without script): links to this page with `?theme=`, which the server honours. */
function ThemeLinks() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return themeNames.map((theme) => {
    const params = new URLSearchParams(search);
    params.set('theme', theme);
    return (
      <ThemeLinkButton
        key={theme}
        $theme={theme}
        variant="ghost"
        aria-label={theme === 'light' ? t('theme.switchToLight') : t('theme.switchToDark')}
        href={`${pathname}?${params.toString()}`}
      >
        <ThemeIcon theme={theme} />
      </ThemeLinkButton>
    );
  });
}

export function ThemeToggle() {
  const { t } = useTranslation();
  const next = useTheme() === 'dark' ? 'light' : 'dark';
  const hydrated = useHydrated();

  if (!hydrated) return <ThemeLinks />;
  return (
    <Button
      variant="ghost"
      aria-label={next === 'light' ? t('theme.switchToLight') : t('theme.switchToDark')}
      onClick={() => setTheme(next)}
    >
      <ThemeIcon theme={next} />
    </Button>
  );
}
