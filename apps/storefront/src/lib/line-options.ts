/** A line's description lines (wire shape), e.g. `[{ name: { original: 'Size' }, plainText: { original: 'M' } }]`. */
type DescriptionLine = { name?: { original?: string }; plainText?: { original?: string }; colorInfo?: { original?: string } };

/** The options a line was bought with, as a shopper reads them: "Size: M, Color: Sand". */
export function lineOptions(descriptionLines: readonly unknown[] | undefined): string {
  return (descriptionLines ?? [])
    .map((entry) => {
      const line = entry as DescriptionLine;
      return `${line.name?.original ?? ''}: ${line.plainText?.original ?? line.colorInfo?.original ?? ''}`;
    })
    .join(', ');
}
