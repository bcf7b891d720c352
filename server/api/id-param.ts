// The API's routes read an id in a path by the rule the operations share (common/id-params.ts).
export { idParamSchema } from '../../common/id-params.ts';
