/**
 * What the apps use of react-router-dom, and only that (docs/architecture.md, "Performance").
 *
 * react-router-dom is a federation singleton, and the federation plugin builds a shared module
 * with every export it has (the remotes may ask for any of them), so the whole of React Router
 * (the data router, server rendering, cookies: 66 KB gzip) reached every first visit. The apps use
 * the declarative router (BrowserRouter, useRoutes), so this subset is 16 KB gzip. Builds
 * resolve `react-router-dom` to this file instead (infra/vite/shared.ts), so the shared module
 * holds these exports and what they need. A unit test (infra/checks/react-router-subset.spec.ts) fails when code
 * in the shell, a remote or a library imports a name that is missing here: add it to this list.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
