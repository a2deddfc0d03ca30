import { TextAreaField, TextField } from '../../../components/ui/field';
import type { OAuthAppFormValues } from './oauth-app-form';

/** The fields shared by the create and edit pages. */
export function OAuthAppFields({
  values,
  errors,
  onChange,
}: {
  values: OAuthAppFormValues;
  errors: Partial<Record<keyof OAuthAppFormValues, string>>;
  onChange(values: OAuthAppFormValues): void;
}) {
  return (
    <>
      <TextField label="Name" value={values.name} maxLength={100} error={errors.name} onChange={(e) => onChange({ ...values, name: e.target.value })} />
      <TextAreaField
        label="Redirect URIs"
        hint="One per line. After sign-in the platform sends members only to these addresses."
        value={values.redirectUris}
        error={errors.redirectUris}
        onChange={(e) => onChange({ ...values, redirectUris: e.target.value })}
      />
      <TextAreaField
        label="Allowed origins"
        hint="One per line, e.g. https://shop.example.com. Browsers on these origins may call the API."
        value={values.allowedOrigins}
        error={errors.allowedOrigins}
        onChange={(e) => onChange({ ...values, allowedOrigins: e.target.value })}
      />
    </>
  );
}
