// The email area words failures like every area: `src/machines/shared/callFailure.ts`.
export { type CallFailure as EmailFailure, failureOf } from '../shared/callFailure'
