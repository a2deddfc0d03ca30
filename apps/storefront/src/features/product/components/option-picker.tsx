import type { ProductOption } from '@vitrine/react';
import { useId } from 'react';

/**
 * One product option: colours as swatches, everything else as a drop-down. A choice that cannot
 * be bought with the other choices made (out of stock, or no such variant) is disabled. Named
 * `option.<name>`, so the product form posts the choice when JavaScript is off.
 */
export function OptionPicker({ option, value, onChange }: { option: ProductOption; value: string | undefined; onChange: (value: string) => void }) {
  const id = useId();
  const buyable = (choice: ProductOption['choices'][number]) => choice.inStock && choice.visible;
  if (option.optionType === 'color') {
    return (
      <fieldset className="swatches">
        <legend>
          {option.name}
          {value ? `: ${value}` : ''}
        </legend>
        {option.choices.map((choice) => (
          <label key={choice.description} className="swatch" title={choice.description}>
            <input type="radio" name={`option.${option.name}`} required value={choice.description} checked={value === choice.description} disabled={!buyable(choice)} onChange={() => onChange(choice.description)} />
            <span style={{ background: choice.value }} aria-hidden="true" />
            <span className="visually-hidden">
              {choice.description}
              {buyable(choice) ? '' : ' (unavailable)'}
            </span>
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{option.name}</label>
      <select id={id} name={`option.${option.name}`} required value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="" disabled>
          Choose {option.name.toLowerCase()}
        </option>
        {option.choices.map((choice) => (
          <option key={choice.description} value={choice.description} disabled={!buyable(choice)}>
            {choice.description}
            {buyable(choice) ? '' : ' (unavailable)'}
          </option>
        ))}
      </select>
    </div>
  );
}
