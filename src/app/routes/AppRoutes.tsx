import { Route, Routes } from 'react-router';
import { Layout } from '../layout/Layout';
import { NotFoundPage, ROUTES } from './pages';

/** Every route of the site, inside the layout (header, page, footer). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
