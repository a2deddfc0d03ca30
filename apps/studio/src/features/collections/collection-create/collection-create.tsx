import { errorMessage } from '@vitrine/react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useCheckedForm } from '../../../lib/checked-form';
import { useCollectionMutation } from '../api/collections';
import { CollectionFields, emptyCollection, toCollectionInput, validateCollection } from '../components/collection-fields';

export function CollectionCreate({ listHref, editHref }: { listHref: string; editHref(id: string): string }) {
  const navigate = useNavigate();
  const create = useCollectionMutation((catalog, input: ReturnType<typeof toCollectionInput>) => catalog.createCollection(input));
  const form = useCheckedForm(emptyCollection, validateCollection);
  const dirty = form.changed && !create.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    create.mutate(toCollectionInput(form.values), { onSuccess: (collection) => void navigate(editHref(collection.id), { state: { created: true } }) });
  };

  return (
    <section aria-labelledby="collection-create-title">
      <div className="page-head">
        <h1 id="collection-create-title">Create collection</h1>
        <Link to={listHref}>Back to collections</Link>
      </div>
      <UnsavedChangesGuard when={dirty && !create.isPending} />
      <form className="panel" onSubmit={submit} noValidate aria-label="Collection">
        {create.isError && <Notice tone="error">{errorMessage(create.error)}</Notice>}
        <CollectionFields values={form.values} errors={form.errors} onChange={form.setValues} />
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create collection
        </Button>
      </form>
    </section>
  );
}
