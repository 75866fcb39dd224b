import { Route, Routes } from 'react-router';
import { Layout } from '../layout/Layout';
import { ADMIN_ROUTES, AdminLayout, NotFoundPage, ROUTES } from './pages';

/** Every route of the site, inside the layout (header, page, footer); the admin pages inside the admin gate. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route element={<AdminLayout />}>
          {ADMIN_ROUTES.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
