import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';

/** Only images and videos become product media; other files are left out. */
export const mediaFilesOf = (files: FileList | null): File[] =>
  [...(files ?? [])].filter((file) => file.type.startsWith('image/') || file.type.startsWith('video/'));

/**
 * Where files are dropped, or chosen with the button, to become product media. `ignoreDrags`
 * while the page's own items are being dragged to reorder them (those are not files).
 */
export function MediaDropZone({ onFiles, busy, ignoreDrags = false }: { onFiles(files: FileList | null): void; busy: boolean; ignoreDrags?: boolean }) {
  const [over, setOver] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) onFiles(event.dataTransfer.files);
  };
  return (
    <div
      className={over ? 'dropzone active' : 'dropzone'}
      onDragOver={(event) => {
        if (ignoreDrags) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="media-dropzone"
    >
      <p>Drop images or videos here, or</p>
      <Button onClick={() => fileInput.current?.click()} busy={busy}>
        Choose files
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*,video/*"
        multiple
        hidden
        aria-label="Media files to upload"
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
    </div>
  );
}
