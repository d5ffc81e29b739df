// The image, the compose file and the systemd units, read as the operator's tools read them: the
// image's runtime has Debian's ffmpeg and runs the compiled server, no file runs TypeScript through
// tsx, the three start the server and the worker with one command, the units are confined (scored by
// `systemd-analyze security --offline=true`, which needs no running systemd), Compose v1 and v2 both
// take the compose file, and the image is built and run where a Docker engine answers.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';

const DEPLOY = join(REPO_ROOT, 'deploy');
const read = (file: string): string => readFileSync(join(DEPLOY, file), 'utf8');
const UNITS = ['systemd/reel.service', 'systemd/reel-worker.service'] as const;
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
/** The most `systemd-analyze security` may score a unit: 0 is fully confined, 10 not at all. */
const UNIT_EXPOSURE_MAX = 4;
const IMAGE_TAG = 'reel:deploy-test';
const BUILD_MS = 30 * 60_000;

/** Lines of a Dockerfile with their continuations joined, comments dropped. */
function instructions(text: string): string[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/** The instructions of the Dockerfile's last stage: what the image is. */
function runtimeStage(): string[] {
  const all = instructions(read('Dockerfile'));
  const from = all.findLastIndex((l) => /^FROM\s/i.test(l));
  return all.slice(from);
}

/** The image's CMD as its argument list. */
function imageCommand(): string[] {
  const cmd = runtimeStage().find((l) => l.startsWith('CMD '));
  return JSON.parse(cmd!.slice(4)) as string[];
}

/** A unit's ExecStart, its program named by its file name only. */
function unitCommand(unit: string): string[] {
  const line = /^ExecStart=(.+)$/m.exec(read(unit))![1].trim().split(/\s+/);
  return [line[0].split('/').at(-1)!, ...line.slice(1)];
}

function composeWorkerCommand(): string[] {
  const line = /^\s+command:\s*(\[.+\])\s*$/m.exec(read('compose.yaml'))![1];
  return JSON.parse(line.replace(/'/g, '"')) as string[];
}

const run = (cmd: string, args: string[], opts: { timeout?: number; env?: NodeJS.ProcessEnv } = {}) =>
  spawnSync(cmd, args, { cwd: REPO_ROOT, encoding: 'utf8', timeout: opts.timeout ?? 60_000, env: { ...process.env, ...opts.env } });

const engineReachable = existsSync('/usr/bin/docker') || existsSync('/usr/local/bin/docker') ? run('docker', ['info']).status === 0 : false;
const hasSystemdAnalyze = existsSync(SYSTEMD_ANALYZE);
const composeV1 = run('docker-compose', ['version']).status === 0;
const composeV2 = run('docker', ['compose', 'version']).status === 0;

describe('the image (deploy/Dockerfile)', () => {
  it("installs Debian's ffmpeg in the runtime and points the server at it", () => {
    const stage = runtimeStage();
    const install = stage.find((l) => /apt-get install/.test(l));
    expect(install).toMatch(/--no-install-recommends/);
    expect(install).toMatch(/\bffmpeg\b/);
    const env = stage.filter((l) => l.startsWith('ENV ')).join(' ');
    expect(env).toMatch(/FFMPEG_PATH=\/usr\/bin\/ffmpeg/);
    expect(env).toMatch(/FFPROBE_PATH=\/usr\/bin\/ffprobe/);
    // The 2018 static builds are not in the image at all, so nothing can fall back on them.
    expect(read('Dockerfile')).toMatch(/rm -rf[^\n]*\n?[^\n]*node_modules\/@ffmpeg-installer node_modules\/@ffprobe-installer/);
  });

  it('runs the compiled server as an unprivileged user, with only what runs copied in', () => {
    const stage = runtimeStage();
    expect(imageCommand()).toEqual(['node', '--enable-source-maps', 'packages/server/dist/main.js']);
    const user = stage.findLast((l) => l.startsWith('USER '));
    expect(user).toBeDefined();
    expect(user).not.toMatch(/\b(root|0)\b/);
    const copies = stage.filter((l) => l.startsWith('COPY '));
    // Not the build stage's whole /app (sources, compilers, development dependencies).
    expect(copies).toEqual([expect.stringMatching(/^COPY --from=build --chown=root:root \/out \/app$/)]);
    const build = instructions(read('Dockerfile')).join('\n');
    expect(build).toMatch(/pnpm --filter @reel\/server deploy --prod --legacy --frozen-lockfile \/out\/packages\/server/);
    expect(build).toMatch(/cp -r \/app\/site\/dist \/out\/site\/dist/);
    expect(build).toMatch(/cp -r \/app\/embed\/dist \/out\/embed\/dist/);
  });

  it('the server takes `worker` as its one argument for the workers-only process', () => {
    expect(readFileSync(join(REPO_ROOT, 'packages/server/src/main.ts'), 'utf8')).toMatch(/process\.argv\[2\] === 'worker'/);
  });
});

describe('one command everywhere, and no TypeScript at run time', () => {
  it('names tsx in none of the image, the compose file and the units', () => {
    for (const file of ['Dockerfile', 'compose.yaml', ...UNITS]) expect(read(file), file).not.toMatch(/\btsx\b/);
  });

  it('starts the server and the worker with the same command in the image, compose and the units', () => {
    const server = imageCommand();
    expect(unitCommand('systemd/reel.service')).toEqual(server);
    expect(composeWorkerCommand()).toEqual([...server, 'worker']);
    expect(unitCommand('systemd/reel-worker.service')).toEqual([...server, 'worker']);
  });
});

describe('the compose file', () => {
  it('has no top-level name or version, so that Compose v1 and v2 both take it', () => {
    expect(read('compose.yaml')).not.toMatch(/^(name|version):/m);
  });

  const env = {
    POSTGRES_PASSWORD: 'pw',
    MEDIA_SECRET: 'x'.repeat(48),
    PUBLIC_URL: 'https://example.com',
    REEL_SERVER_NAME: 'example.com',
    TLS_DIR: '/tmp',
  };

  it.skipIf(!composeV1)('is valid for docker-compose v1 (run where it is installed)', () => {
    const res = run('docker-compose', ['-f', 'deploy/compose.yaml', 'config', '-q'], { env });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
  });

  it.skipIf(!composeV2)('is valid for docker compose v2 (run where the plugin is installed)', () => {
    const res = run('docker', ['compose', '-f', 'deploy/compose.yaml', 'config', '-q'], { env });
    expect(res.status, res.stderr).toBe(0);
  });
});

describe.skipIf(!hasSystemdAnalyze)('the systemd units (skipped where systemd-analyze is not installed)', () => {
  for (const unit of UNITS) {
    it(`${unit} scores ${UNIT_EXPOSURE_MAX} or less in systemd-analyze security`, () => {
      const res = run(SYSTEMD_ANALYZE, ['security', '--offline=true', join(DEPLOY, unit)]);
      const score = /Overall exposure level for [^:]+: (\d+\.\d+)/.exec(res.stdout);
      expect(score, res.stdout + res.stderr).not.toBeNull();
      expect(Number(score![1])).toBeLessThanOrEqual(UNIT_EXPOSURE_MAX);
    });
  }

  it('leaves MemoryDenyWriteExecute off, which Node’s JIT cannot run under, and says so', () => {
    for (const unit of UNITS) {
      expect(read(unit)).not.toMatch(/^MemoryDenyWriteExecute=/m);
      expect(read(unit)).toMatch(/MemoryDenyWriteExecute= is left off on purpose: Node's JIT/);
    }
  });
});

describe.skipIf(!engineReachable)('the image, built (skipped: `docker info` fails, no Docker engine is reachable here)', () => {
  it(
    "builds, and its ffmpeg is Debian's current one and its server the compiled one",
    () => {
      const build = run('docker', ['build', '-f', 'deploy/Dockerfile', '-t', IMAGE_TAG, '.'], { timeout: BUILD_MS });
      expect(build.status, build.stderr).toBe(0);
      const ffmpeg = run('docker', ['run', '--rm', '--entrypoint', '/usr/bin/ffmpeg', IMAGE_TAG, '-version']);
      expect(ffmpeg.status).toBe(0);
      // Debian 12 ships ffmpeg 5.1; the installer's static build says 4.x.
      expect(Number(/ffmpeg version (\d+)/.exec(ffmpeg.stdout)?.[1])).toBeGreaterThanOrEqual(5);
      const files = run('docker', [
        'run',
        '--rm',
        IMAGE_TAG,
        'node',
        '-e',
        "const fs=require('fs');for(const f of ['packages/server/dist/main.js','packages/server/drizzle','site/dist/index.html','embed/dist'])fs.accessSync(f);" +
          "for(const f of ['packages/server/src','packages/server/node_modules/@ffmpeg-installer','node_modules'])if(fs.existsSync(f))throw new Error(f);" +
          'if(process.getuid()===0)throw new Error("root")',
      ]);
      expect(files.status, files.stderr).toBe(0);
    },
    BUILD_MS,
  );
});
