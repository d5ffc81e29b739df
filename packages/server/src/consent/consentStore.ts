// Which store keeps a server's consent releases, chosen once per configuration: the bucket with
// MEDIA_STORAGE=s3, so a release sent to one API node is read on any other; the private consent
// folder (CONSENT_DIR) otherwise. With the bucket, a release kept in the folder before the switch is
// still read from there, and a purge removes the release from both, whichever holds it.
import type { Config } from '../config.js';
import { bucketConsentStore } from './bucketDocuments.js';
import { folderConsentStore, type ConsentStore } from './documents.js';

const stores = new WeakMap<Config, ConsentStore>();

/** The bucket's store, then the folder's for what is not in the bucket. */
function bucketFirst(bucket: ConsentStore, folder: ConsentStore): ConsentStore {
  return {
    put: (bytes) => bucket.put(bytes),
    open: async (fileKey) => (await bucket.open(fileKey)) ?? folder.open(fileKey),
    async remove(fileKey) {
      await bucket.remove(fileKey);
      await folder.remove(fileKey);
    },
  };
}

export function consentStore(config: Config): ConsentStore {
  const known = stores.get(config);
  if (known) return known;
  const folder = folderConsentStore(config.consentDir);
  const store = config.mediaStorage === 's3' ? bucketFirst(bucketConsentStore(config.s3), folder) : folder;
  stores.set(config, store);
  return store;
}
