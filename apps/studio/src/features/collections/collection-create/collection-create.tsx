import { errorMessage } from '@vitrine/react';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useCreateForm } from '../../../lib/checked-form';
import { useCollectionMutation } from '../api/collections';
import { CollectionFields, emptyCollection, toCollectionInput, validateCollection } from '../components/collection-fields';

export function CollectionCreate({ listHref, editHref }: { listHref: string; editHref(id: string): string }) {
  const create = useCollectionMutation((catalog, input: ReturnType<typeof toCollectionInput>) => catalog.createCollection(input));
  const form = useCreateForm(emptyCollection, validateCollection, create, toCollectionInput, editHref);

  return (
    <Page title="Create collection" back={{ href: listHref, label: 'Back to collections' }}>
      <UnsavedChangesGuard when={form.dirty} />
      <form className="panel" onSubmit={form.submit} noValidate aria-label="Collection">
        {create.isError && <Notice tone="error">{errorMessage(create.error)}</Notice>}
        <CollectionFields values={form.values} errors={form.errors} onChange={form.setValues} />
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create collection
        </Button>
      </form>
    </Page>
  );
}
