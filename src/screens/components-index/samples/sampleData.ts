import type { StatisticCard } from '../../../api/types/cards'
import type { CartProduct } from '../../../api/types/ecommerce'
import type { AppNotification } from '../../../api/types/notifications'
import type { BookmarkPage, SearchContact, SearchFile } from '../../../api/types/search'

// The samples' own data: a few made-up records with fixed dates, so every card shows the same
// thing on every visit (screens do not import src/fixtures: ARCHITECTURE.md's one-way rule).

/** The moment the samples' relative times count from. */
export const sampleNow = new Date('2026-03-16T09:00:00.000Z')

const cartLine = (
  id: number,
  name: string,
  price: number,
  qty: number,
  category: CartProduct['category'],
): CartProduct => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  description: '',
  brand: 'Northwind',
  category,
  price,
  image: `/assets/images/products/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
  hasFreeShipping: true,
  rating: 4,
  stock: 12,
  qty,
  shippingDate: '2026-03-19T12:00:00.000Z',
  offers: 1,
  discountPercentage: 0,
  discount: 0,
})

export const sampleCart: CartProduct[] = [
  cartLine(3, 'Kestrel Trail Running Shoes', 12_900, 1, 'outdoor'),
  cartLine(1, 'Halden Drift Wireless Headphones', 5999, 2, 'audio'),
]

export const sampleNotifications: AppNotification[] = [
  {
    id: 1,
    title: 'Order #1042 has shipped',
    subtitle: 'It leaves the warehouse today.',
    time: '2026-03-16T08:10:00.000Z',
    isRead: false,
  },
  {
    id: 2,
    title: 'A new comment on the roadmap',
    subtitle: 'Can the export come first?',
    time: '2026-03-15T16:40:00.000Z',
    isRead: false,
  },
  {
    id: 3,
    title: 'Invoice #2207 is paid',
    subtitle: 'Thank you for the payment.',
    time: '2026-03-12T10:00:00.000Z',
    isRead: true,
  },
]

const page = (id: number, target: string, title: string, icon: string, link: string) => ({
  id,
  target,
  title,
  icon,
  link,
  isBookmarked: id <= 3,
})

export const samplePages: BookmarkPage[] = [
  page(1, 'email', 'Email', 'MailIcon', '/apps/email'),
  page(2, 'chat', 'Chat', 'CommentDiscussionIcon', '/apps/chat'),
  page(3, 'calendar', 'Calendar', 'CalendarIcon', '/apps/calendar'),
  page(4, 'todo', 'To-do', 'ChecklistIcon', '/apps/todo'),
  page(5, 'invoices', 'Invoices', 'FileIcon', '/apps/invoice/list'),
]

export const sampleFiles: SearchFile[] = [
  {
    title: 'Quarterly report.pdf',
    by: 'Amara Okafor',
    size: '1.8 MB',
    file: '/assets/images/files/pdf.svg',
  },
  {
    title: 'Team photo.png',
    by: 'Jonas Lindqvist',
    size: '640 KB',
    file: '/assets/images/files/jpg.svg',
  },
]

export const sampleContacts: SearchContact[] = [
  {
    title: 'Amara Okafor',
    email: 'amara@example.com',
    img: '/assets/images/avatars/1.svg',
    date: '2026-03-10',
  },
  {
    title: 'Jonas Lindqvist',
    email: 'jonas@example.com',
    img: '/assets/images/avatars/2.svg',
    date: '2026-03-02',
  },
]

/** A week of orders: the greeting's figure and the statistic card's chart. */
export const sampleOrders: StatisticCard = {
  title: 'Orders',
  icon: 'PackageIcon',
  value: 2568,
  valueFormat: 'number',
  growthPercent: 6.8,
  series: [{ name: 'Orders', data: [310, 342, 298, 405, 388, 421, 404] }],
  labels: ['10', '11', '12', '13', '14', '15', '16'].map((day) => `2026-03-${day}`),
}

/** A week of revenue (the cards show whole units): the medal's figure. */
export const sampleRevenue: StatisticCard = {
  ...sampleOrders,
  title: 'Revenue',
  icon: 'GraphIcon',
  value: 48_625,
  valueFormat: 'currency',
  growthPercent: 12.4,
}

export interface SamplePerson {
  id: number
  name: string
  role: 'admin' | 'client'
}

const firstNames = ['Amara', 'Bruno', 'Chen', 'Dalia', 'Emeka', 'Farah', 'Goran']
const lastNames = ['Okafor', 'Silva', 'Wei', 'Haddad', 'Eze', 'Karimi']

/** Twelve people for the list samples, every third an admin. */
export const samplePeople: SamplePerson[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 5) % lastNames.length]}`,
  role: index % 3 === 0 ? 'admin' : 'client',
}))
