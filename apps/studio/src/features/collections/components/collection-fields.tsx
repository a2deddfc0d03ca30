import { bindFields, type FieldsProps } from '../../../lib/bind-fields';
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

export function CollectionFields({ values, errors, onChange }: FieldsProps<CollectionFormValues>) {
  const field = bindFields(values, onChange, errors);
  return (
    <div className="grid-2">
      <TextField label="Name" maxLength={50} {...field.text('name')} />
      <TextField label="Slug" hint="Made from the name when empty." {...field.text('slug')} />
      <TextAreaField label="Description" maxLength={600} {...field.text('description')} />
      <CheckboxField label="Visible in the store" {...field.checkbox('visible')} />
    </div>
  );
}
