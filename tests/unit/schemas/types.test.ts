import type { z } from 'zod'
import { paged, record, type Paged } from '@/schemas/laravel'
import { LoanSchema, type Loan } from '@/schemas/loan'
import { MemberSchema, type Member } from '@/schemas/member'
import type { CurrentUser } from '@/schemas/user'
import type { DashboardStats } from '@/schemas/dashboard'
import type { LaravelError } from '@/schemas/laravel-error'
import type { ImportResult } from '@/schemas/import-result'
import { LoginFormSchema } from '@/schemas/forms/login'
import { MemberFormSchema } from '@/schemas/forms/member-form'
import { SettingsFormSchema } from '@/schemas/forms/settings'

// Checked by `tsc`: the types screens rely on. At run time these assertions do nothing.
describe('inferred types', () => {
  it('gives records one absent value, null', () => {
    expectTypeOf<Loan['id']>().toEqualTypeOf<number>()
    expectTypeOf<Loan['status']>().toEqualTypeOf<string>()
    expectTypeOf<Loan['amount_applied_for_in_numeric']>().toEqualTypeOf<number | null>()
    expectTypeOf<Loan['created_at']>().toEqualTypeOf<string | null>()
    expectTypeOf<Member['gender']>().toEqualTypeOf<string | null>()
    expectTypeOf<CurrentUser['role']>().toEqualTypeOf<'admin' | 'viewer' | null>()
    expectTypeOf<DashboardStats['channels']>().toEqualTypeOf<{
      whatsapp: number
      facebook: number
      web: number
    } | null>()
    expectTypeOf<LaravelError['errors']>().toEqualTypeOf<Record<string, string[]>>()
    expectTypeOf<ImportResult['errors']>().toEqualTypeOf<
      { row: number | null; messages: string[]; cells: Record<string, string> }[]
    >()
  })

  it('keeps the record and paged outputs', () => {
    expectTypeOf(record(MemberSchema).parse).returns.toEqualTypeOf<Member>()
    expectTypeOf(paged(LoanSchema).parse).returns.toEqualTypeOf<Paged<Loan>>()
  })

  it('keeps form input and output equal, so useForm<Values> needs no second type', () => {
    expectTypeOf<z.input<typeof LoginFormSchema>>().toEqualTypeOf<z.output<typeof LoginFormSchema>>()
    expectTypeOf<z.input<typeof MemberFormSchema>>().toEqualTypeOf<z.output<typeof MemberFormSchema>>()
    expectTypeOf<z.input<typeof SettingsFormSchema>>().toEqualTypeOf<z.output<typeof SettingsFormSchema>>()
  })
})
