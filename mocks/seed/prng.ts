// A tiny seeded generator (mulberry32) so that the same seed always yields the same demo data,
// in every browser and in Node, without depending on Math.random.
export interface Prng {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  digits(count: number): string
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)]
      if (item === undefined) throw new Error('pick() needs a non-empty list')
      return item
    },
    chance: (probability) => next() < probability,
    digits(count: number): string {
      let digits = ''
      for (let place = 0; place < count; place++) digits += int(0, 9)
      return digits
    },
  }
}
