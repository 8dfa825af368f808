// Request input the way Laravel sees it: JSON, url-encoded or multipart bodies merged into one
// bag, strings trimmed (passwords excepted) and empty strings turned into null (the TrimStrings
// and ConvertEmptyStringsToNull middleware), and `_method` spoofing on POST.

export interface UploadedFile {
  name: string
  size: number
  type: string
  arrayBuffer(): Promise<ArrayBuffer>
}

export type Input = Record<string, unknown>

export interface ParsedInput {
  // The method Laravel routes by: POST with `_method=PUT` is a PUT.
  method: string
  input: Input
}

// Duck-typed: in jsdom tests the File class of the fetch implementation is not the global one.
export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'arrayBuffer' in value &&
    typeof value.arrayBuffer === 'function' &&
    'name' in value &&
    typeof value.name === 'string' &&
    'size' in value &&
    typeof value.size === 'number'
  )
}

const untrimmed = new Set(['password', 'password_confirmation'])

function normalise(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    const trimmed = untrimmed.has(key) ? value : value.trim()
    return trimmed === '' ? null : trimmed
  }
  if (Array.isArray(value)) return value.map((entry) => normalise(entry))
  if (typeof value === 'object' && value !== null && !isUploadedFile(value)) {
    return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, normalise(entry, name)]))
  }
  return value
}

async function readJson(request: Request): Promise<Input> {
  try {
    const parsed: unknown = JSON.parse(await request.text())
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : {}
  } catch {
    // Laravel treats an unparseable JSON body as no input at all.
    return {}
  }
}

async function readForm(request: Request): Promise<Input> {
  const input: Input = {}
  const form = await request.formData()
  for (const [rawKey, value] of form.entries()) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2)
      const list = input[key]
      input[key] = Array.isArray(list) ? [...list, value] : [value]
    } else {
      input[rawKey] = value
    }
  }
  return input
}

export async function readInput(request: Request): Promise<ParsedInput> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase()
  const method = request.method.toUpperCase()
  let input: Input = {}
  if (contentType.includes('application/json')) {
    input = await readJson(request)
  } else if (contentType.includes('multipart/form-data')) {
    // PHP parses multipart bodies only for POST: a real PUT with files reaches Laravel empty.
    input = method === 'POST' ? await readForm(request) : {}
  } else if (contentType.includes('application/x-www-form-urlencoded')) {
    input = await readForm(request)
  }
  const normalised = normalise(input)
  const bag: Input = typeof normalised === 'object' && normalised !== null ? { ...normalised } : {}
  const spoofed = bag._method
  const effective = method === 'POST' && typeof spoofed === 'string' ? spoofed.toUpperCase() : method
  return { method: effective, input: bag }
}
