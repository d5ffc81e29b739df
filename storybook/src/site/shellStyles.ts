// The shell's stylesheets as the site's Shell loads them: the slider, the ad slots and the footer
// live in footer.css beside the header's shell.css.
import '@reel/site/src/shell/shell.css';
import '@reel/site/src/shell/footer.css';
