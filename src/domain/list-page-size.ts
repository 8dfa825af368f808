/**
 * Records a page of the API's lists holds: Laravel's paginator, 15 a page (DESIGN section 3). A
 * module of its own so that reading a list (in the entry) does not bring the queue's arithmetic with it.
 */
export const LIST_PAGE_SIZE = 15
