// The id in a path: defined in common/ for the operations' params (decision 061) too.
export { idParamSchema } from '../../common/id-params.ts';
