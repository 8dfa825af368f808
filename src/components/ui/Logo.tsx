export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <img src="/logo.svg" alt="" width={36} height={36} />
      <span className="text-lg font-bold tracking-tight text-gray-900">Sacco Console</span>
    </span>
  )
}
