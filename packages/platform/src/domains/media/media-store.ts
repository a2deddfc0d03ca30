import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded file bytes live: a folder (`mediaDir`, beside the database's data folder) or,
 * when none is set (`--database memory`, tests), memory. Metadata is in `media_files`.
 *
 * Variants are derived copies of a file (an image re-sized, see image-variants.ts), named by a
 * key the platform builds (`w400.webp`), never by client input. They can always be made again,
 * so the memory store may forget them.
 */
export interface MediaStore {
  put(id: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | undefined>;
  putVariant(id: string, key: string, bytes: Buffer): Promise<void>;
  getVariant(id: string, key: string): Promise<Buffer | undefined>;
}

/** Memory held by cached variants in a memory store; the least recently used go first. */
export const memoryVariantBytes = 32 * 1024 * 1024;

export function memoryMediaStore(variantBudget = memoryVariantBytes): MediaStore {
  const files = new Map<string, Buffer>();
  // A Map iterates in insertion order: re-inserting on read makes the first entry the least recent.
  const variants = new Map<string, Buffer>();
  let variantBytes = 0;
  return {
    async put(id, bytes) {
      files.set(id, bytes);
    },
    async get(id) {
      return files.get(id);
    },
    async putVariant(id, key, bytes) {
      if (bytes.length > variantBudget || variants.has(`${id}/${key}`)) return;
      for (const [oldest, old] of variants) {
        if (variantBytes + bytes.length <= variantBudget) break;
        variants.delete(oldest);
        variantBytes -= old.length;
      }
      variants.set(`${id}/${key}`, bytes);
      variantBytes += bytes.length;
    },
    async getVariant(id, key) {
      const bytes = variants.get(`${id}/${key}`);
      if (bytes) {
        variants.delete(`${id}/${key}`);
        variants.set(`${id}/${key}`, bytes);
      }
      return bytes;
    },
  };
}

/**
 * Files in `dir/<first two characters of the id>/<id>`, so no folder grows too large; variants
 * beside them as `<id>.<key>`.
 */
export function folderMediaStore(dir: string): MediaStore {
  const folderOf = (id: string) => join(dir, id.slice(0, 2));
  const write = async (id: string, name: string, bytes: Buffer) => {
    await mkdir(folderOf(id), { recursive: true });
    // Written aside, then renamed: a reader never sees a half-written file.
    const partial = join(folderOf(id), `${name}.${randomUUID()}.part`);
    await writeFile(partial, bytes);
    await rename(partial, join(folderOf(id), name));
  };
  const read = async (id: string, name: string) => {
    try {
      return await readFile(join(folderOf(id), name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  return {
    put: (id, bytes) => write(id, id, bytes),
    get: (id) => read(id, id),
    putVariant: (id, key, bytes) => write(id, `${id}.${key}`, bytes),
    getVariant: (id, key) => read(id, `${id}.${key}`),
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
