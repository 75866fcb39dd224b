import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { setTheme, useTheme } from '../model/theme';
import { ThemeIcon } from './ThemeIcon';

export function ThemeToggle() {
  const { t } = useTranslation();
  const next = useTheme() === 'dark' ? 'light' : 'dark';

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
