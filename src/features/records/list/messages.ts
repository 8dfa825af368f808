/** SPEC section 8: the loan and the KYC list both say this when their page cannot be loaded. */
export const REVIEW_LIST_LOAD_ERROR = 'Failed to fetch loan applications'
