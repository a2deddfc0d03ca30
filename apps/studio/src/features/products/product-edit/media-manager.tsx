import { errorMessage } from '@vitrine/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import type { MediaItem, Product } from '@vitrine/sdk/modules/products';
import { useProductMutation } from '../api/products';
import { MediaDropZone, mediaFilesOf } from '../components/media-drop-zone';
import { move, reorderMedia } from './media-order';

/**
 * The product's media: drop files (or choose them) to upload, drag or use the arrow buttons to
 * reorder, make one the main media, show an item for a choice (e.g. the red photo for "Red"),
 * remove. Every change is saved at once.
 */
export function MediaManager({ product, onChanged }: { product: Product; onChanged(product: Product): void }) {
  const items = product.media.items;
  const [dragging, setDragging] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  // The choice-media change being saved. Set in the click's own handler, so the controlled box
  // shows the asked state from the very next render (the mutation's pending state comes a tick later).
  const [asked, setAsked] = useState<{ option: string; choice: string; mediaId: string; on: boolean } | null>(null);

  const upload = useProductMutation(async (catalog, files: File[]) => {
    const uploaded = [];
    for (const file of files) uploaded.push(await catalog.uploadMedia(file));
    await catalog.addMedia(product.id, uploaded.map((file) => ({ mediaId: file.id, title: file.fileName })));
    return catalog.getProduct(product.id);
  });
  const reorder = useProductMutation(async (catalog, ids: string[]) => {
    await reorderMedia(catalog, product, ids);
    return catalog.getProduct(product.id);
  });
  const remove = useProductMutation(async (catalog, mediaId: string) => {
    await catalog.removeMedia(product.id, [mediaId]);
    return catalog.getProduct(product.id);
  });
  const choiceMedia = useProductMutation(async (catalog, input: { option: string; choice: string; mediaId: string; on: boolean }) => {
    const entry = [{ option: input.option, choice: input.choice, mediaIds: [input.mediaId] }];
    if (input.on) await catalog.addChoiceMedia(product.id, entry);
    else await catalog.removeChoiceMedia(product.id, entry);
    return catalog.getProduct(product.id);
  });
  const busy = upload.isPending || reorder.isPending || remove.isPending || choiceMedia.isPending;
  const failure = upload.error ?? reorder.error ?? remove.error ?? choiceMedia.error;

  const uploadFiles = (files: FileList | null) => {
    const list = mediaFilesOf(files);
    if (list.length === 0) return setStatus('Only images and videos can be added.');
    setStatus(null);
    upload.mutate(list, { onSuccess: (next) => (setStatus(`${list.length} file${list.length === 1 ? '' : 's'} added.`), onChanged(next)) });
  };
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const ids = move(items, from, to).map((item) => item.id);
    reorder.mutate(ids, { onSuccess: (next) => (setStatus(to === 0 ? 'Main media changed.' : 'Media reordered.'), onChanged(next)) });
  };

  const choices = product.productOptions.flatMap((option) => option.choices.map((choice) => ({ option: option.name, choice })));

  return (
    <section className="panel" aria-labelledby="media-title">
      <h2 id="media-title">Media</h2>
      {failure && <Notice tone="error">{errorMessage(failure)}</Notice>}
      {status && <Notice tone="info">{status}</Notice>}
      <MediaDropZone onFiles={uploadFiles} busy={upload.isPending} ignoreDrags={dragging !== null} />
      {items.length === 0 ? (
        <p className="field-hint">No media yet. The first item becomes the main media.</p>
      ) : (
        <ol className="media-grid" aria-label="Product media, in order" aria-busy={busy}>
          {items.map((item: MediaItem, index) => (
            <li
              key={item.id}
              draggable
              className={dragging === index ? 'dragging' : undefined}
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => setDragging(null)}
              onDragOver={(event) => dragging !== null && event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                event.stopPropagation();
                if (dragging !== null) moveTo(dragging, index);
                setDragging(null);
              }}
            >
              {item.image ? <img src={item.thumbnail?.url ?? item.image.url} alt={item.title ?? `Media ${index + 1}`} /> : <span>{item.mediaType}</span>}
              <span>{index === 0 ? <strong>Main media</strong> : `Position ${index + 1}`}</span>
              <div className="actions">
                <Button className="btn-small" aria-label={`Move media ${index + 1} earlier`} disabled={index === 0 || busy} onClick={() => moveTo(index, index - 1)}>
                  ←
                </Button>
                <Button className="btn-small" aria-label={`Move media ${index + 1} later`} disabled={index === items.length - 1 || busy} onClick={() => moveTo(index, index + 1)}>
                  →
                </Button>
                {index > 0 && (
                  <Button className="btn-small" disabled={busy} onClick={() => moveTo(index, 0)} aria-label={`Make media ${index + 1} the main media`}>
                    Make main
                  </Button>
                )}
                <Button className="btn-small" variant="danger" disabled={busy} aria-label={`Remove media ${index + 1}`} onClick={() => remove.mutate(item.id, { onSuccess: onChanged })}>
                  Remove
                </Button>
              </div>
              {choices.length > 0 && (
                <details>
                  <summary>Show for choices</summary>
                  {choices.map(({ option, choice }) => {
                    // While a change is saving, the box shows what was asked, not the old state.
                    const pending = asked && asked.mediaId === item.id && asked.option === option && asked.choice === choice.description;
                    const on = pending ? asked.on : choice.media.items.some((media) => media.id === item.id);
                    return (
                      <label key={`${option}:${choice.description}`} style={{ display: 'block' }}>
                        <input
                          type="checkbox"
                          checked={on}
                          disabled={busy}
                          onChange={(e) => {
                            const input = { option, choice: choice.description, mediaId: item.id, on: e.target.checked };
                            setAsked(input);
                            choiceMedia.mutate(input, { onSuccess: onChanged, onSettled: () => setAsked(null) });
                          }}
                        />{' '}
                        {option}: {choice.description}
                      </label>
                    );
                  })}
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
