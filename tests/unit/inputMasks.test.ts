import { describe, expect, it } from 'vitest'
import {
  applyMask,
  cardMask,
  isMaskComplete,
  phoneMask,
  postalCodeMask,
  remask,
  typedCharacters,
} from '../../src/components/masked-input/inputMasks'

describe('input masks', () => {
  it('writes the literals between typed digits and nothing after the last one', () => {
    expect(applyMask(phoneMask.pattern, '')).toBe('')
    expect(applyMask(phoneMask.pattern, '5')).toBe('(5')
    expect(applyMask(phoneMask.pattern, '555')).toBe('(555')
    expect(applyMask(phoneMask.pattern, '5551')).toBe('(555) 1')
    expect(applyMask(phoneMask.pattern, '5551234567')).toBe('(555) 123-4567')
  })

  it('drops characters a slot does not take and anything past the last slot', () => {
    expect(applyMask(phoneMask.pattern, 'a5b5-5 12x')).toBe('(555) 12')
    expect(applyMask(cardMask.pattern, '4242424242424242 99')).toBe('4242 4242 4242 4242')
  })

  it('reads a pasted, already formatted number the same as its digits', () => {
    expect(applyMask(phoneMask.pattern, '(555) 123-4567')).toBe('(555) 123-4567')
    expect(applyMask(cardMask.pattern, '4242 4242 4242 4242')).toBe('4242 4242 4242 4242')
  })

  it('upper-cases letters and keeps digits out of letter slots', () => {
    expect(applyMask(postalCodeMask.pattern, 'k1a0b1')).toBe('K1A 0B1')
    expect(applyMask(postalCodeMask.pattern, '1k')).toBe('K')
    expect(typedCharacters(postalCodeMask.pattern, 'k 1 a')).toEqual(['K', '1', 'A'])
  })

  it('deletes the typed character before a literal that Backspace removed', () => {
    // "(555) 1" → Backspace removes "1" → "(555) "; another removes the space → "(555)".
    expect(remask(phoneMask.pattern, '(555) 1', '(555) ')).toBe('(555')
    expect(remask(phoneMask.pattern, '(555', '(555)')).toBe('(555')
    expect(remask(phoneMask.pattern, '(555) 123-', '(555) 123')).toBe('(555) 12')
    expect(remask(cardMask.pattern, '4242 4', '4242 ')).toBe('4242')
    expect(remask(cardMask.pattern, '4242 ', '4242')).toBe('424')
  })

  it('types on as usual when the edit adds characters', () => {
    expect(remask(phoneMask.pattern, '(555', '(5551')).toBe('(555) 1')
    expect(remask(postalCodeMask.pattern, 'K1A', 'K1A0')).toBe('K1A 0')
  })

  it('tells whether every slot is filled', () => {
    expect(isMaskComplete(phoneMask.pattern, '(555) 123-456')).toBe(false)
    expect(isMaskComplete(phoneMask.pattern, '(555) 123-4567')).toBe(true)
    expect(isMaskComplete(postalCodeMask.pattern, 'K1A 0B1')).toBe(true)
    expect(isMaskComplete(cardMask.pattern, '')).toBe(false)
  })
})
