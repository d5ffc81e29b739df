// The stylesheets the site's shell brings for its modals and notifications: the frames and the
// stack in modals.css, the dimmed backdrop in shell.css.
import '@reel/site/src/shell/shell.css';
import '@reel/site/src/modals/modals.css';
