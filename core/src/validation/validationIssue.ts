/** One invalid field: where it is and the spec's message for what is wrong with it. */
export interface ValidationIssue {
  path: string
  message: string
}
