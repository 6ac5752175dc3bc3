// The chat area words failures like every area: `src/machines/shared/callFailure.ts`.
export { type CallFailure as ChatFailure, failureOf } from '../shared/callFailure'
