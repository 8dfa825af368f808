// The member form's choices (SPEC section 2). Plain lists, apart from the form's schema: the member's
// read-only fields name their choices too, and must not load the schema to do so.

export const GENDERS = ['male', 'female', 'other'] as const
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const
