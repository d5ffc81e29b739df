// A process that runs one long encode through runFfmpeg and says when it has started: the test of
// what happens to ffmpeg when the process that started it is killed runs this and kills it.
import { runFfmpeg } from './ffmpeg.js';

const out = process.argv[2];
if (!out) throw new Error('usage: encodeRunner <output file>');
const running = runFfmpeg(
  ['-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=30', '-t', '3600', '-c:v', 'libx264', '-preset', 'veryslow', '-f', 'mp4', out],
  { onProgress: () => undefined },
);
process.stdout.write('started\n');
await running;
