/**
 * base64url without padding (RFC 4648 §5), over `btoa`/`atob` so the same code runs in browsers
 * and Node without `Buffer`.
 */
export function bytesToBase64url(bytes: Uint8Array): string {
  let binary = '';
  // Chunked: String.fromCharCode with a huge spread overflows the call stack.
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** UTF-8 text → base64url. */
export const textToBase64url = (text: string): string => bytesToBase64url(new TextEncoder().encode(text));

/** base64url (padded or not) → UTF-8 text. */
export function base64urlToText(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
