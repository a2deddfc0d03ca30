import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded file bytes live: a folder (`mediaDir`, beside the database's data folder) or,
 * when none is set (`--database memory`, tests), memory. Metadata is in `media_files`.
 */
export interface MediaStore {
  put(id: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | undefined>;
}

export function memoryMediaStore(): MediaStore {
  const files = new Map<string, Buffer>();
  return {
    async put(id, bytes) {
      files.set(id, bytes);
    },
    async get(id) {
      return files.get(id);
    },
  };
}

/** Files in `dir/<first two characters of the id>/<id>`, so no folder grows too large. */
export function folderMediaStore(dir: string): MediaStore {
  const pathOf = (id: string) => join(dir, id.slice(0, 2), id);
  return {
    async put(id, bytes) {
      await mkdir(join(dir, id.slice(0, 2)), { recursive: true });
      await writeFile(pathOf(id), bytes);
    },
    async get(id) {
      try {
        return await readFile(pathOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

const stores = new WeakMap<object, MediaStore>();

/** The store of one platform instance, keyed by its options object (shared by every plugin scope). */
export function mediaStoreFor(options: { mediaDir?: string }): MediaStore {
  let store = stores.get(options);
  if (!store) {
    store = options.mediaDir ? folderMediaStore(options.mediaDir) : memoryMediaStore();
    stores.set(options, store);
  }
  return store;
}
