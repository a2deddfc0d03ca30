import { bindFields, type FieldsProps } from '../../../lib/bind-fields';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { OAuthAppFormValues } from './oauth-app-form';

/** The fields shared by the create and edit pages. */
export function OAuthAppFields({ values, errors, onChange }: FieldsProps<OAuthAppFormValues>) {
  const field = bindFields(values, onChange, errors);
  return (
    <>
      <TextField label="Name" maxLength={100} {...field.text('name')} />
      <TextAreaField label="Redirect URIs" hint="One per line. After sign-in the platform sends members only to these addresses." {...field.text('redirectUris')} />
      <TextAreaField label="Allowed origins" hint="One per line, e.g. https://shop.example.com. Browsers on these origins may call the API." {...field.text('allowedOrigins')} />
    </>
  );
}
