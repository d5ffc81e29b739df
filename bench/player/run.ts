// Runs the player benchmark on its own (`node --import tsx bench/player/run.ts [--rounds=10]`),
// until bench/run.ts dispatches `npm run bench -- player` here.
import { Options, parseArgs } from '../args.js';
import { PLAYER_BENCHMARKS, runPlayer } from './index.js';

const argv = process.argv.slice(2);
runPlayer([...PLAYER_BENCHMARKS], new Options(parseArgs(argv).options), ['player', ...argv]).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`[bench] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
