/** The folded search text of a column, as the generated search columns compute it. */
export const searchFold = (expr: string) =>
  `lower(translate(${expr}, 'İIıĞğŞşÇçÖöÜüÂâÎîÛû', 'iiiggssccoouuaaiiuu'))`;
