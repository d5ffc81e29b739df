export declare const ENTRY_POINTS: {
  main: 'src/main.ts';
  'seed-cli': 'src/seed/cli.ts';
  'staff-cli': 'src/staff/cli.ts';
  'backup-cli': 'src/db/backupCli.ts';
};
