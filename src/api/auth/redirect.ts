/** Only same-app paths are followed after sign-in, so a crafted link cannot send staff to another site. */
export function safeRedirectTarget(redirect: string | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/'
  if (redirect.startsWith('/login')) return '/'
  return redirect
}
