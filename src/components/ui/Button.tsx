import type { ButtonHTMLAttributes, Ref } from 'react'

const VARIANTS = {
  primary: 'bg-green-700 text-white hover:bg-green-800 focus-visible:outline-green-800',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-800',
  warning: 'bg-amber-600 text-gray-950 hover:bg-amber-500 focus-visible:outline-amber-700',
  secondary: 'border border-gray-400 bg-white text-gray-900 hover:bg-gray-100 focus-visible:outline-green-700',
  ghost: 'text-green-800 hover:bg-green-50 focus-visible:outline-green-700',
} as const

const SIZES = { sm: 'px-2 py-1 text-xs', md: 'px-4 py-2 text-sm' } as const

/**
 * For a small button a thumb presses on a phone: 44 px tall there (WCAG 2.5.5), in the text size of
 * the phone's cards; wider screens keep the compact button.
 */
export const PHONE_TARGET = 'max-sm:min-h-11 max-sm:px-3 max-sm:text-sm'

export type ButtonVariant = keyof typeof VARIANTS

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: keyof typeof SIZES
  ref?: Ref<HTMLButtonElement>
}

/**
 * A button; `aria-busy` marks one whose press is being acted on (the next record on its way): it looks
 * pressed until then, so the frame after the press shows it was taken.
 */
export function Button({ variant = 'secondary', size = 'md', className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-1 rounded-md font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-busy:shadow-inner aria-busy:brightness-90 ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
      {...props}
    />
  )
}
