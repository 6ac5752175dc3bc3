// The to-do area words failures like every area: `src/machines/shared/callFailure.ts`.
export { type CallFailure as TodoFailure, failureOf } from '../shared/callFailure'
