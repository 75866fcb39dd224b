import { RouterProvider } from 'react-router/dom';
import { router } from './routes/router';
import { GlobalStyle } from './styles/GlobalStyle';

export function App() {
  return (
    <>
      <GlobalStyle />
      <RouterProvider router={router} />
    </>
  );
}
