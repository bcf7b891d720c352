/** Sort orders of the product list, as they appear in URLs (`?tri=`). */
export const PRODUCT_SORTS = {
  recent: 'Nouveautés',
  'prix-croissant': 'Prix croissant',
  'prix-decroissant': 'Prix décroissant',
  pertinence: 'Pertinence',
} as const;
export type ProductSort = keyof typeof PRODUCT_SORTS;
