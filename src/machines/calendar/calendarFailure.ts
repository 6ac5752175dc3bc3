// The calendar words failures like every area: `src/machines/shared/callFailure.ts`.
export { type CallFailure as CalendarFailure, failureOf } from '../shared/callFailure'
