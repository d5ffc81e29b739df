// The site's links need a router around them: the same react-router-dom version the site uses
// (pnpm links one copy for both, so the links and this router share one context).
export { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
