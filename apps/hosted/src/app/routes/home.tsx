/** Placeholder: the platform's own pages (login, registration, hosted checkout, logout) land here. */
export function Component() {
  return (
    <main>
      <h1>Hosted pages</h1>
      <p>Sign-in, registration and the hosted checkout open here from a redirect session.</p>
    </main>
  );
}
