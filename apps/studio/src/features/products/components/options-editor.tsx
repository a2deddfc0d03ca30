import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { CheckboxField, ChoiceField, TextField } from '../../../components/ui/field';
import { newKey, type OptionDraft, type ProductFormErrors } from '../utils/product-form';

export interface OptionsEditorProps {
  options: OptionDraft[];
  errors: ProductFormErrors;
  manageVariants: boolean;
  onChange(options: OptionDraft[]): void;
  onManageVariantsChange(value: boolean): void;
  actions?: ReactNode;
  /**
   * The product is not created yet: its variants exist only once it is, so the per-variant values
   * are filled in on its page afterwards, and the switch says so.
   */
  creating?: boolean;
}

/**
 * Options (size, colour…) and their choices. A drop-down choice is its text; a colour choice is a
 * name shown to shoppers and the colour itself. Every combination of choices becomes a variant.
 */
export function OptionsEditor({ options, errors, manageVariants, onChange, onManageVariantsChange, actions, creating = false }: OptionsEditorProps) {
  const replace = (index: number, option: OptionDraft) => onChange(options.map((current, i) => (i === index ? option : current)));
  return (
    <fieldset className="panel">
      <legend>Options and variants</legend>
      {options.length === 0 && <p className="field-hint">No options: the product is sold as one variant.</p>}
      {options.map((option, index) => (
        <fieldset key={option.key} aria-label={`Option ${index + 1}${option.name ? `: ${option.name}` : ''}`}>
          <legend>Option {index + 1}</legend>
          {errors[`options.${index}`] && (
            <div className="field-error" role="alert">
              {errors[`options.${index}`]}
            </div>
          )}
          <div className="grid-2">
            <TextField label="Option name" placeholder="e.g. Size" value={option.name} maxLength={50} onChange={(e) => replace(index, { ...option, name: e.target.value })} />
            <ChoiceField
              label="Shown as"
              choices={{ drop_down: 'Drop-down list', color: 'Colour swatches' }}
              value={option.optionType}
              onChoose={(choice) => replace(index, { ...option, optionType: choice })}
            />
          </div>
          <DataTable
            caption={`Choices of ${option.name || `option ${index + 1}`}`}
            columns={[option.optionType === 'color' ? 'Colour name' : 'Choice', ...(option.optionType === 'color' ? ['Colour'] : [])]}
            actions
          >
            {option.choices.map((choice, choiceIndex) => {
              const setChoice = (patch: Partial<typeof choice>) =>
                replace(index, { ...option, choices: option.choices.map((c, i) => (i === choiceIndex ? { ...c, ...patch } : c)) });
              const label = `${option.name || `Option ${index + 1}`} choice ${choiceIndex + 1}`;
              return (
                <tr key={choice.key}>
                  <td>
                    {option.optionType === 'color' ? (
                      <input aria-label={`${label} name`} value={choice.description} maxLength={50} onChange={(e) => setChoice({ description: e.target.value })} />
                    ) : (
                      <input aria-label={label} value={choice.value} maxLength={50} onChange={(e) => setChoice({ value: e.target.value, description: '' })} />
                    )}
                  </td>
                  {option.optionType === 'color' && (
                    <td>
                      <input
                        type="color"
                        aria-label={`${label} colour`}
                        value={/^#[0-9a-f]{6}$/i.test(choice.value) ? choice.value : '#000000'}
                        onChange={(e) => setChoice({ value: e.target.value })}
                      />
                    </td>
                  )}
                  <td>
                    <Button
                      className="btn-small"
                      aria-label={`Remove ${label}`}
                      disabled={option.choices.length === 1}
                      onClick={() => replace(index, { ...option, choices: option.choices.filter((_, i) => i !== choiceIndex) })}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
          </DataTable>
          <div className="actions" style={{ marginTop: '0.5rem' }}>
            <Button
              className="btn-small"
              onClick={() =>
                replace(index, {
                  ...option,
                  choices: [...option.choices, { key: newKey(), value: option.optionType === 'color' ? '#000000' : '', description: '' }],
                })
              }
            >
              Add choice to {option.name || `option ${index + 1}`}
            </Button>
            <Button className="btn-small" variant="ghost" onClick={() => onChange(options.filter((_, i) => i !== index))}>
              Remove option {option.name || index + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      <div className="actions">
        <Button
          disabled={options.length >= 6}
          onClick={() => onChange([...options, { key: newKey(), name: '', optionType: 'drop_down', choices: [{ key: newKey(), value: '', description: '' }] }])}
        >
          Add option
        </Button>
        {actions}
      </div>
      {options.length > 0 && (
        <CheckboxField
          label="Set price, cost, weight and stock per variant"
          hint={
            creating
              ? "You fill them in after creating the product: its page then lists every variant (each combination of choices) with its own price, cost, weight and stock. Off: every variant has the product's price, cost and weight."
              : "Off: every variant has the product's price, cost and weight."
          }
          checked={manageVariants}
          onChange={(e) => onManageVariantsChange(e.target.checked)}
        />
      )}
    </fieldset>
  );
}
