// Generated rows for the list-query bench: users (the users list) and employees (the data table).
import type { Employee } from '../../src/api/types/dataTables'
import {
  type User,
  userBillingMethods,
  userPlans,
  userRoles,
  userStatuses,
} from '../../src/api/types/users'
import { createRandom } from '../../src/fixtures/random'

const random = createRandom(20260316)
const firstNames = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Esi', 'Farid', 'Greta', 'Hana', 'Ivo']
const moreFirstNames = ['Jia', 'Kofi', 'Lena', 'Élodie', 'Ömer', 'Zoë', 'Åsa', 'Íñigo']
const lastNames = ['Alves', 'Bauer', 'Chen', 'Diallo', 'Eriksen', 'Fontaine', 'Gupta']
const moreLastNames = ['Haddad', 'Ito', 'Jensen', 'Núñez', 'Dvořák', 'Çelik', 'Løvås']
const posts = ['Engineer', 'Designer', 'Accountant', 'Nurse', 'Analyst', 'Teacher', 'Editor']

const fullName = () =>
  `${random.pick(random.bool(0.7) ? firstNames : moreFirstNames)} ${random.pick(
    random.bool(0.7) ? lastNames : moreLastNames,
  )}`

export function generateUsers(count: number): User[] {
  return Array.from({ length: count }, (_, index) => {
    const name = fullName()
    const username = `${name.toLowerCase().replace(' ', '.')}${index}`
    return {
      id: index + 1,
      billing: random.pick(userBillingMethods),
      fullName: name,
      company: `${random.pick(lastNames)} Ltd`,
      role: random.pick(userRoles),
      username,
      country: random.pick(['Portugal', 'Ghana', 'Japan', 'Canada', 'Germany', 'Côte d’Ivoire']),
      contact: `+1 555 ${String(random.int(1000000, 9999999))}`,
      email: `${username}@example.com`,
      currentPlan: random.pick(userPlans),
      status: random.pick(userStatuses),
      avatar: '',
    }
  })
}

export function generateEmployees(count: number): Employee[] {
  return Array.from({ length: count }, (_, index) => {
    const full_name = fullName()
    return {
      id: index + 1,
      responsive_id: '',
      avatar: '',
      full_name,
      post: random.pick(posts),
      email: `${full_name.toLowerCase().replace(' ', '.')}${index}@example.com`,
      city: random.pick(['Lisbon', 'Accra', 'Osaka', 'Toronto', 'Hamburg']),
      start_date: `20${random.int(10, 25)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
      salary: random.int(20000, 200000),
      age: random.int(20, 65),
      experience: `${random.int(0, 30)} Years`,
      status: random.pick([1, 2, 3, 4, 5] as const),
    }
  })
}
