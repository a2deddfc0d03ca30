/**
 * The OAuth app form keeps URIs as one per line; the platform takes lists. Checking them here
 * gives the merchant a message per line before the platform would refuse the whole form.
 */
export interface OAuthAppFormValues {
  name: string;
  redirectUris: string;
  allowedOrigins: string;
}

export const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function validateOAuthAppForm(values: OAuthAppFormValues): Partial<Record<keyof OAuthAppFormValues, string>> {
  const errors: Partial<Record<keyof OAuthAppFormValues, string>> = {};
  if (!values.name.trim()) errors.name = 'Name the app';
  const badUri = lines(values.redirectUris).find((uri) => !isHttpUrl(uri));
  if (badUri) errors.redirectUris = `“${badUri}” is not an http(s) URL`;
  const badOrigin = lines(values.allowedOrigins).find((origin) => !isHttpUrl(origin) || new URL(origin).origin !== origin.replace(/\/$/, ''));
  if (badOrigin) errors.allowedOrigins = `“${badOrigin}” is not an origin such as https://shop.example.com`;
  return errors;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const toOAuthAppInput = (values: OAuthAppFormValues) => ({
  name: values.name.trim(),
  redirectUris: lines(values.redirectUris),
  allowedOrigins: lines(values.allowedOrigins).map((origin) => origin.replace(/\/$/, '')),
});
