// The consent releases' copy beside a backup and back: only the store's own files, owner-only, a
// second backup to the same name replacing the first, a restore keeping what CONSENT_DIR already
// holds, and a backup without a releases folder said as such.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupConsentReleases, consentBackupDir, restoreConsentReleases } from './backupFiles.js';
import { folderConsentStore } from './documents.js';

const work = mkdtempSync(join(tmpdir(), 'reel-consent-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('consent releases in a backup', () => {
  it('copies the releases beside the backup and back into an emptied folder, owner-only', async () => {
    const dir = join(work, 'consent');
    const store = folderConsentStore(dir);
    const kept = [await store.put(Buffer.from('%PDF-1 one')), await store.put(Buffer.from('%PDF-1 two'))];
    writeFileSync(join(dir, 'notes.txt'), 'not a release');
    const backup = join(work, 'reel-1.tar.gz');
    expect(consentBackupDir(backup)).toBe(join(work, 'reel-1.consent'));
    expect(await backupConsentReleases(dir, backup)).toBe(2);
    expect(readdirSync(consentBackupDir(backup)).sort()).toEqual(kept.map((k) => k.fileKey).sort());
    const later = await store.put(Buffer.from('%PDF-1 three'));
    expect(await backupConsentReleases(dir, backup)).toBe(3);

    rmSync(dir, { recursive: true });
    const sentAfter = await store.put(Buffer.from('%PDF-1 after the backup'));
    expect(await restoreConsentReleases(dir, backup)).toBe(3);
    expect(readdirSync(dir).sort()).toEqual([...kept, later, sentAfter].map((k) => k.fileKey).sort());
    expect(readFileSync(join(dir, later.fileKey), 'utf8')).toBe('%PDF-1 three');
    expect(statSync(join(dir, kept[0].fileKey)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(await restoreConsentReleases(dir, backup)).toBe(0);
  });

  it('backs up an absent folder as an empty one, and says when a backup has none beside it', async () => {
    const backup = join(work, 'reel-2.tar.gz');
    expect(await backupConsentReleases(join(work, 'never-made'), backup)).toBe(0);
    expect(readdirSync(consentBackupDir(backup))).toEqual([]);
    expect(await restoreConsentReleases(join(work, 'consent'), join(work, 'elsewhere.tar.gz'))).toBeNull();
  });
});
