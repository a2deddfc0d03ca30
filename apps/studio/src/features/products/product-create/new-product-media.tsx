import { errorMessage } from '@vitrine/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useCatalog } from '../../../lib/catalog';
import type { UploadedFile } from '../../../lib/catalog';
import { MediaDropZone, mediaFilesOf } from '../components/media-drop-zone';

/**
 * Media for a product that does not exist yet: files are uploaded to the site's media library as
 * they are chosen (an upload needs no product), listed here in order, and attached when the
 * product is created. Removing one here only leaves it out of the product.
 */
export function NewProductMedia({ files, onChange }: { files: UploadedFile[]; onChange(files: UploadedFile[]): void }) {
  const catalog = useCatalog();
  const [status, setStatus] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: async (list: File[]) => {
      const uploaded: UploadedFile[] = [];
      for (const file of list) uploaded.push(await catalog.uploadMedia(file));
      return uploaded;
    },
  });

  const add = (chosen: FileList | null) => {
    const list = mediaFilesOf(chosen);
    if (list.length === 0) return setStatus('Only images and videos can be added.');
    setStatus(null);
    upload.mutate(list, {
      onSuccess: (uploaded) => {
        onChange([...files, ...uploaded]);
        setStatus(`${uploaded.length} file${uploaded.length === 1 ? '' : 's'} uploaded; they are added when the product is created.`);
      },
    });
  };

  return (
    <section className="panel" aria-labelledby="new-media-title">
      <h2 id="new-media-title">Media</h2>
      {upload.isError && <Notice tone="error">{errorMessage(upload.error)}</Notice>}
      {status && <Notice tone="info">{status}</Notice>}
      <MediaDropZone onFiles={add} busy={upload.isPending} />
      {files.length === 0 ? (
        <p className="field-hint">No media yet. The first item becomes the main media.</p>
      ) : (
        <ol className="media-grid" aria-label="New product media, in order">
          {files.map((file, index) => (
            <li key={file.id}>
              <img src={file.url} alt={file.fileName ?? `Media ${index + 1}`} />
              <span>{index === 0 ? <strong>Main media</strong> : `Position ${index + 1}`}</span>
              <Button className="btn-small" variant="danger" aria-label={`Leave out media ${index + 1}`} onClick={() => onChange(files.filter((other) => other.id !== file.id))}>
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
