import { ActionList, ActionMenu, SegmentedControl } from '@primer/react'
import type { CardChoice } from './cardTypes'

/** A card's period menu: the chosen option on the button, the others in a menu. */
export function CardChoiceMenu<Value extends string | number>({
  label,
  options,
  selected,
  onSelect,
}: CardChoice<Value>) {
  const current = options.find((option) => option.value === selected)?.label ?? String(selected)
  return (
    <ActionMenu>
      <ActionMenu.Button size="small" variant="invisible" aria-label={`${label}: ${current}`}>
        {current}
      </ActionMenu.Button>
      <ActionMenu.Overlay width="auto" align="end">
        <ActionList selectionVariant="single" aria-label={label}>
          {options.map((option) => (
            <ActionList.Item
              key={option.value}
              selected={option.value === selected}
              onSelect={() => onSelect(option.value)}
            >
              {option.label}
            </ActionList.Item>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  )
}

/** A card's year switch: every year a button, the chosen one pressed. */
export function CardChoiceSwitch<Value extends string | number>({
  label,
  options,
  selected,
  onSelect,
}: CardChoice<Value>) {
  return (
    <SegmentedControl
      aria-label={label}
      size="small"
      onChange={(index) => {
        const option = options[index]
        if (option) onSelect(option.value)
      }}
    >
      {options.map((option) => (
        <SegmentedControl.Button key={option.value} selected={option.value === selected}>
          {option.label}
        </SegmentedControl.Button>
      ))}
    </SegmentedControl>
  )
}
