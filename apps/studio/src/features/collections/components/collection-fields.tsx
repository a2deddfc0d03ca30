import { TextAreaField, TextField, CheckboxField } from '../../../components/ui/field';

export interface CollectionFormValues {
  name: string;
  slug: string;
  description: string;
  visible: boolean;
}

export const emptyCollection: CollectionFormValues = { name: '', slug: '', description: '', visible: true };

export function validateCollection(values: CollectionFormValues): Partial<Record<keyof CollectionFormValues, string>> {
  const errors: Partial<Record<keyof CollectionFormValues, string>> = {};
  if (!values.name.trim()) errors.name = 'Name the collection';
  else if (values.name.trim().length > 50) errors.name = 'At most 50 characters';
  if (values.slug && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug)) errors.slug = 'Lower-case letters, digits and single hyphens only';
  if (values.description.length > 600) errors.description = 'At most 600 characters';
  return errors;
}

export const toCollectionInput = (values: CollectionFormValues) => ({
  name: values.name.trim(),
  slug: values.slug.trim() || undefined,
  description: values.description,
  visible: values.visible,
});

export function CollectionFields({
  values,
  errors,
  onChange,
}: {
  values: CollectionFormValues;
  errors: Partial<Record<keyof CollectionFormValues, string>>;
  onChange(values: CollectionFormValues): void;
}) {
  return (
    <div className="grid-2">
      <TextField label="Name" value={values.name} maxLength={50} error={errors.name} onChange={(e) => onChange({ ...values, name: e.target.value })} />
      <TextField label="Slug" value={values.slug} error={errors.slug} hint="Made from the name when empty." onChange={(e) => onChange({ ...values, slug: e.target.value })} />
      <TextAreaField label="Description" value={values.description} maxLength={600} error={errors.description} onChange={(e) => onChange({ ...values, description: e.target.value })} />
      <CheckboxField label="Visible in the store" checked={values.visible} onChange={(e) => onChange({ ...values, visible: e.target.checked })} />
    </div>
  );
}
