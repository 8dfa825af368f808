import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/PageTitle'

export const Route = createFileRoute('/_app/help')({
  component: HelpScreen,
})

function HelpScreen() {
  return <PageTitle>Help &amp; Support (Coming Soon)</PageTitle>
}
