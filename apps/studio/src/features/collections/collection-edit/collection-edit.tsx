import { errorMessage } from '@vitrine/react';
import { namesNothing } from '../../../lib/names-nothing';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Page, Panel } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ConfirmRemoval } from '../../../components/ui/confirm-removal';
import { EmptyState, ErrorState, Loading } from '@vitrine/app-kit/states';
import { Notice } from '../../../components/ui/notice';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useCheckedForm } from '../../../lib/checked-form';
import { ConflictNotice, isRevisionConflict } from '../../../components/ui/conflict-notice';
import type { Collection } from '@vitrine/sdk/modules/collections';
import { useCollection, useCollectionMutation } from '../api/collections';
import { CollectionFields, toCollectionInput, validateCollection, type CollectionFormValues } from '../components/collection-fields';
import { CollectionProducts } from './collection-products';

const toForm = (collection: Collection): CollectionFormValues => ({
  name: collection.name,
  slug: collection.slug,
  description: collection.description,
  visible: collection.visible,
});

export function CollectionEdit({ id, listHref }: { id: string; listHref: string }) {
  const collection = useCollection(id);
  if (collection.isPending) return <Loading label="Loading the collection…" />;
  if (collection.isError) {
    return namesNothing(collection.error) ? (
      <EmptyState title="This collection does not exist">
        <Link to={listHref}>Back to collections</Link>
      </EmptyState>
    ) : (
      <ErrorState message={errorMessage(collection.error)} onRetry={() => collection.refetch()} />
    );
  }
  return <CollectionEditor key={collection.data.id} collection={collection.data} listHref={listHref} />;
}

class ConflictError extends Error {
  constructor(readonly latest: Collection) {
    super('Someone else changed this collection first.');
  }
}

function CollectionEditor({ collection, listHref }: { collection: Collection; listHref: string }) {
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const [loaded, setLoaded] = useState(collection);
  const form = useCheckedForm(() => toForm(collection), validateCollection);
  const [conflict, setConflict] = useState<Collection | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const dirty = form.changed;

  const adopt = (next: Collection) => {
    setLoaded(next);
    form.reset(toForm(next));
  };

  // Same rule as products: the save names the revision it started from (the one loaded, or the one
  // shown in the conflict notice when saving over it); the platform refuses it when someone saved since.
  const save = useCollectionMutation(async (catalog, overwrite: boolean) => {
    const expectedRevision = overwrite && conflict ? conflict.revision : loaded.revision;
    try {
      return await catalog.updateCollection(loaded.id, toCollectionInput(form.values), { expectedRevision });
    } catch (error) {
      if (isRevisionConflict(error)) throw new ConflictError(await catalog.getCollection(loaded.id));
      throw error;
    }
  });
  const image = useCollectionMutation(async (catalog, file: File | null) => {
    if (!file) return catalog.updateCollection(loaded.id, { media: { items: [] } });
    const uploaded = await catalog.uploadMedia(file);
    return catalog.updateCollection(loaded.id, { media: { items: [{ mediaId: uploaded.id }] } });
  });
  const remove = useCollectionMutation(
    (catalog, collectionId: string) => catalog.deleteCollection(collectionId),
    () => void navigate(listHref, { replace: true }),
  );

  const submit = (overwrite: boolean) => {
    if (!form.check()) return;
    save.mutate(overwrite, {
      onSuccess: (next) => (setConflict(null), adopt(next)),
      onError: (error) => error instanceof ConflictError && setConflict(error.latest),
    });
  };

  return (
    <Page title={loaded.name} back={{ href: listHref, label: 'Back to collections' }} actions={<Button variant="danger" onClick={() => setConfirmDelete(true)}>Delete collection</Button>}>
      <UnsavedChangesGuard when={dirty && !save.isPending && !remove.isPending && !remove.isSuccess} />
      {created && !save.isSuccess && <Notice tone="success">The collection is created. Add products below.</Notice>}
      {save.isSuccess && !dirty && <Notice tone="success">Saved.</Notice>}
      {conflict && <ConflictNotice message="Someone else changed this collection first" changedAt={conflict.lastUpdated} onLoadTheirs={() => (adopt(conflict), setConflict(null))} onSaveMine={() => submit(true)} />}
      {save.isError && !(save.error instanceof ConflictError) && <Notice tone="error">{errorMessage(save.error)}</Notice>}
      <form
        className="panel"
        noValidate
        aria-label="Collection"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit(false);
        }}
      >
        <CollectionFields values={form.values} errors={form.errors} onChange={form.setValues} />
        <Button type="submit" variant="primary" busy={save.isPending} disabled={!dirty}>
          Save collection
        </Button>
      </form>

      <Panel title="Image">
        {image.isError && <Notice tone="error">{errorMessage(image.error)}</Notice>}
        {loaded.media.mainMedia?.image ? <img src={loaded.media.mainMedia.image.url} alt={`${loaded.name} image`} style={{ maxWidth: 200, display: 'block', marginBottom: '0.5rem' }} /> : <p className="field-hint">No image.</p>}
        <div
          className="dropzone"
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            const file = event.dataTransfer.files[0];
            if (file) image.mutate(file, { onSuccess: adopt });
          }}
        >
          <p>Drop an image here, or</p>
          <div className="actions" style={{ justifyContent: 'center' }}>
            <Button busy={image.isPending} onClick={() => fileInput.current?.click()}>
              Choose an image
            </Button>
            {loaded.media.mainMedia && (
              <Button variant="ghost" onClick={() => image.mutate(null, { onSuccess: adopt })}>
                Remove image
              </Button>
            )}
          </div>
          <input
            ref={fileInput}
            hidden
            type="file"
            accept="image/*"
            aria-label="Collection image to upload"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) image.mutate(file, { onSuccess: adopt });
              e.target.value = '';
            }}
          />
        </div>
      </Panel>

      <CollectionProducts collection={loaded} />

      <ConfirmRemoval subject={confirmDelete ? loaded : null} confirmLabel="Delete collection" mutation={remove} onClose={() => setConfirmDelete(false)}>
        <p>The collection is deleted; its products stay in the catalogue.</p>
      </ConfirmRemoval>
      {remove.isError && <Notice tone="error">{errorMessage(remove.error)}</Notice>}
    </Page>
  );
}
