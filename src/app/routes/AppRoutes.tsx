import { Route, Routes } from 'react-router';
import { Layout } from '../layout/Layout';
import { ADMIN_PATHS } from '@/shared/config';
import { AdminPages, NotFoundPage, ROUTES } from './pages';

/** Every route of the site, inside the layout (header, page, footer); the admin pages behind the admin gate. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {ADMIN_PATHS.map((path) => (
          <Route key={path} path={path} element={<AdminPages />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
