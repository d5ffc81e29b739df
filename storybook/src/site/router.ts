// The site's links need a router around them. The router is the site's own dependency, so it is
// taken from the site's copy: one react-router module, one context, whatever its version.
export { MemoryRouter } from '@reel/site/node_modules/react-router-dom';
