/** HTML that is already escaped (or built with `html`), so it is inserted as is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char]!);

const render = (value: unknown): string => {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(String(value));
};

/**
 * Builds HTML from a template literal. Every interpolated value is escaped unless it is SafeHtml
 * (or an array of it), so shop data such as a product named `<script>` can never become markup.
 */
export const html = (strings: TemplateStringsArray, ...values: unknown[]): SafeHtml =>
  new SafeHtml(strings.reduce((out, part, index) => out + part + (index < values.length ? render(values[index]) : ''), ''));
