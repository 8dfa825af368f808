import { useId } from 'react'

export const DENSITIES = ['comfortable', 'compact'] as const

/** How much room a table's rows take: `compact` fits more rows on a laptop screen. */
export type Density = (typeof DENSITIES)[number]

const LABELS: Record<Density, string> = { comfortable: 'Comfortable', compact: 'Compact' }

/** The 'Density' radio group, drawn as two joined buttons. */
export function DensityToggle({ density, onChange }: { density: Density; onChange: (next: Density) => void }) {
  const name = useId()
  return (
    <div role="radiogroup" aria-label="Density" className="inline-flex rounded-md border border-gray-400 text-sm">
      {DENSITIES.map((option) => (
        <label
          key={option}
          className="cursor-pointer px-3 py-2 font-medium text-gray-900 first:rounded-l-md last:rounded-r-md has-checked:bg-green-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-green-700"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={density === option}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          {LABELS[option]}
        </label>
      ))}
    </div>
  )
}
