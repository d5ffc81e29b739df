// The server's commands: each source file, and the name of its compiled file in dist/ (dist/<name>.js).
// build.mjs compiles them; scripts/reel.mjs runs them; tests start them as child processes.
export const ENTRY_POINTS = {
  main: 'src/main.ts',
  'seed-cli': 'src/seed/cli.ts',
  'staff-cli': 'src/staff/cli.ts',
  'backup-cli': 'src/db/backupCli.ts',
};
