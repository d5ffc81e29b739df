import type { Preview } from '@storybook/react-vite';
import { expectConsole, watchConsole } from '../src/checks/console';
import { startRequestLog } from '../src/checks/page';
import '../src/stories.css';

const preview: Preview = {
  // A docs page for every story file: its description, each story and a table of its controls.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // A story with an accessibility violation fails the test run, as a failed play function does.
    a11y: { test: 'error' },
  },
  beforeEach() {
    startRequestLog();
    return watchConsole();
  },
  // Every story renders without an error on the console, apart from those it names on purpose.
  afterEach({ parameters }) {
    expectConsole((parameters as { consoleErrors?: string[] }).consoleErrors);
  },
};

export default preview;
