// The API's routes read a path's id as the operations do (common/id-params.ts).
export { idParamSchema } from '#common/id-params.ts';
