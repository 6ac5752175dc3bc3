import { CheckIcon } from '@primer/octicons-react'
import { FormControl, Radio, RadioGroup, Select, ToggleSwitch, VisuallyHidden } from '@primer/react'
import { useId } from 'react'

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value)
}

export interface ChoiceGroupProps<T extends string> {
  /** The group's name (its fieldset's legend). */
  legend: string
  /** The values offered, in order. */
  options: readonly T[]
  /** Each value's words, already translated. */
  optionLabels: Record<T, string>
  /** The value chosen. */
  value: T
  /** Another value was chosen. */
  onSelect: (value: T) => void
}

/** A row of radio buttons under a legend (skin, layout, navbar type, …). */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  optionLabels,
  value,
  onSelect,
}: ChoiceGroupProps<T>) {
  const name = useId()
  return (
    <RadioGroup
      name={name}
      onChange={(selected) => {
        const next = pick(options, selected)
        if (next) onSelect(next)
      }}
    >
      <RadioGroup.Label>{legend}</RadioGroup.Label>
      <div className="cea-customizer__options">
        {options.map((option) => (
          <FormControl key={option}>
            <Radio value={option} checked={option === value} />
            <FormControl.Label>{optionLabels[option]}</FormControl.Label>
          </FormControl>
        ))}
      </div>
    </RadioGroup>
  )
}

export interface SettingSwitchProps {
  /** The switch's label. */
  label: string
  /** Whether the setting is on. */
  isOn: boolean
  /** The switch's word when on. */
  onLabel: string
  /** The switch's word when off. */
  offLabel: string
  /** The switch was pressed: the state it asks for. */
  onToggle: (isOn: boolean) => void
}

/** A setting that is on or off: its label, then Primer's switch. */
export function SettingSwitch({ label, isOn, onLabel, offLabel, onToggle }: SettingSwitchProps) {
  const labelId = useId()
  return (
    <div className="cea-customizer__switch">
      <span id={labelId} className="cea-customizer__switch-label">
        {label}
      </span>
      <ToggleSwitch
        aria-labelledby={labelId}
        size="small"
        checked={isOn}
        buttonLabelOn={onLabel}
        buttonLabelOff={offLabel}
        onChange={onToggle}
      />
    </div>
  )
}

export interface SwatchGroupProps<T extends string> {
  /** The group's name (its fieldset's legend). */
  legend: string
  /** The values offered, in order. */
  options: readonly T[]
  /** Each value's words (a swatch's name), already translated. */
  optionLabels: Record<T, string>
  /** The value chosen. */
  value: T
  /** Another value was chosen. */
  onSelect: (value: T) => void
}

/** Colour swatches that are real radio buttons, each named by its colour. */
export function SwatchGroup<T extends string>({
  legend,
  options,
  optionLabels,
  value,
  onSelect,
}: SwatchGroupProps<T>) {
  const name = useId()
  return (
    <fieldset className="cea-customizer__fieldset">
      <legend className="cea-customizer__legend">{legend}</legend>
      <div className="cea-customizer__swatches">
        {options.map((option) => (
          <label key={option} className="cea-swatch" title={optionLabels[option]}>
            <input
              type="radio"
              className="cea-swatch__input"
              name={name}
              value={option}
              checked={option === value}
              onChange={(event) => {
                const next = pick(options, event.target.value)
                if (next) onSelect(next)
              }}
            />
            <span className="cea-swatch__chip" data-color={option} aria-hidden="true">
              {option === value ? <CheckIcon size={16} /> : null}
            </span>
            <VisuallyHidden>{optionLabels[option]}</VisuallyHidden>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export interface SettingSelectProps<T extends string> {
  /** The select's label. */
  label: string
  /** The values offered, in order. */
  options: readonly T[]
  /** Each value's words, already translated. */
  optionLabels: Record<T, string>
  /** The value chosen. */
  value: T
  /** Another value was chosen. */
  onSelect: (value: T) => void
}

/** A labelled drop-down (router transition). */
export function SettingSelect<T extends string>({
  label,
  options,
  optionLabels,
  value,
  onSelect,
}: SettingSelectProps<T>) {
  return (
    <FormControl>
      <FormControl.Label>{label}</FormControl.Label>
      <Select
        block
        value={value}
        onChange={(event) => {
          const next = pick(options, event.target.value)
          if (next) onSelect(next)
        }}
      >
        {options.map((option) => (
          <Select.Option key={option} value={option}>
            {optionLabels[option]}
          </Select.Option>
        ))}
      </Select>
    </FormControl>
  )
}
