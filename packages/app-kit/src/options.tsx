/** A select's choices, in order: one `<option>` per value, showing its label. */
export function Options({ options }: { options: ReadonlyArray<{ value: string; label: string }> }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
