/** The id of the validation page's input for `field` (the error summary's links go there). */
export const validationFieldId = (field: string) => `cea-form-validation-${field}`
