import type { Queryable } from '../../db/database';
import type { MediaType } from '../catalog/catalog.records';
import { limitAndOffset } from '../../db/whole-number';

export interface MediaFile {
  id: string;
  siteId: string;
  fileName: string;
  mimeType: string;
  mediaType: MediaType;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdDate: Date;
}

interface MediaFileRow {
  id: string;
  site_id: string;
  file_name: string;
  mime_type: string;
  media_type: MediaType;
  size_bytes: number;
  width: number | null;
  height: number | null;
  created_date: Date;
}

const toFile = (row: MediaFileRow): MediaFile => ({
  id: row.id,
  siteId: row.site_id,
  fileName: row.file_name,
  mimeType: row.mime_type,
  mediaType: row.media_type,
  sizeBytes: row.size_bytes,
  width: row.width,
  height: row.height,
  createdDate: row.created_date instanceof Date ? row.created_date : new Date(row.created_date),
});

const columns = 'id, site_id, file_name, mime_type, media_type, size_bytes, width, height, created_date';

export async function insertMediaFile(db: Queryable, file: Omit<MediaFile, 'createdDate'>): Promise<MediaFile> {
  const rows = await db.query<MediaFileRow>(
    `INSERT INTO media_files (id, site_id, file_name, mime_type, media_type, size_bytes, width, height)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${columns}`,
    [file.id, file.siteId, file.fileName, file.mimeType, file.mediaType, file.sizeBytes, file.width, file.height],
  );
  return toFile(rows[0]!);
}

/** Files of the site among `ids`; ids that are not uuids simply match nothing. */
export async function findMediaFiles(db: Queryable, siteId: string, ids: readonly string[]): Promise<MediaFile[]> {
  const uuids = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  if (uuids.length === 0) return [];
  const rows = await db.query<MediaFileRow>(`SELECT ${columns} FROM media_files WHERE site_id = $1 AND id = ANY($2::uuid[])`, [
    siteId,
    uuids,
  ]);
  return rows.map(toFile);
}

/** Any site's file, for serving: file URLs are public, like the hosted platform's media URLs. */
export async function findMediaFileById(db: Queryable, id: string): Promise<MediaFile | undefined> {
  const rows = await db.query<MediaFileRow>(`SELECT ${columns} FROM media_files WHERE id = $1`, [id]);
  return rows[0] && toFile(rows[0]);
}

export async function listMediaFiles(db: Queryable, siteId: string, limit: number, offset: number): Promise<MediaFile[]> {
  const rows = await db.query<MediaFileRow>(
    `SELECT ${columns} FROM media_files WHERE site_id = $1 ORDER BY created_date DESC, id ${limitAndOffset(limit, offset)}`,
    [siteId],
  );
  return rows.map(toFile);
}
