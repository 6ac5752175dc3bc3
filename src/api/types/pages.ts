// Profile, pricing and account settings pages (SPEC §3, §7 "Content and cards").

// ---------- Profile ----------

export interface ProfileHeader {
  avatar: string
  fullName: string
  designation: string
  coverImg: string
}

export interface ProfileUserAbout {
  about: string
  /** YYYY-MM-DD */
  joined: string
  lives: string
  email: string
  website: string
}

export interface ProfileSuggestedPage {
  avatar: string
  title: string
  subtitle: string
  isFavorite: boolean
}

export interface ProfileTwitterFeed {
  avatar: string
  fullName: string
  handle: string
  tags: string[]
  text: string
  isFavorite: boolean
}

export interface ProfilePerson {
  avatar: string
  fullName: string
}

export interface ProfileComment extends ProfilePerson {
  comment: string
  likes: number
  youLiked: boolean
}

export interface ProfilePost extends ProfilePerson {
  id: number
  /** ISO date-time. */
  postTime: string
  postText: string
  postImg: string | null
  likes: number
  /** How many comments the post has; `detailedComments` holds the latest of them. */
  comments: number
  youLiked: boolean
  likedUsers: ProfilePerson[]
  detailedComments: ProfileComment[]
}

export interface ProfileLatestPhoto {
  img: string
  alt: string
}

export interface ProfileSuggestion extends ProfilePerson {
  mutualFriends: number
}

export interface ProfilePollOption {
  name: string
  /** Share of the votes, 0–100. */
  result: number
  votedUsers: ProfilePerson[]
}

export interface ProfilePoll {
  question: string
  totalVotes: number
  options: ProfilePollOption[]
}

/** GET /profile/data */
export interface Profile {
  header: ProfileHeader
  userAbout: ProfileUserAbout
  suggestedPages: ProfileSuggestedPage[]
  twitterFeeds: ProfileTwitterFeed[]
  posts: ProfilePost[]
  latestPhotos: ProfileLatestPhoto[]
  suggestions: ProfileSuggestion[]
  polls: ProfilePoll
}

// ---------- Pricing ----------

export interface PricingYearlyPlan {
  perMonth: number
  totalAnnual: number
}

export interface PricingPlan {
  title: string
  subtitle: string
  monthlyPrice: number
  yearlyPlan: PricingYearlyPlan
  planBenefits: string[]
  popular: boolean
}

export interface PricingQandA {
  question: string
  ans: string
}

export interface Pricing {
  basicPlan: PricingPlan
  standardPlan: PricingPlan
  enterprisePlan: PricingPlan
  qandA: PricingQandA[]
}

/** GET /pricing/data */
export interface PricingResponse {
  pricing: Pricing
}

// ---------- Account settings ----------

export interface AccountGeneral {
  avatar: string
  username: string
  fullName: string
  email: string
  company: string
}

export interface AccountInfo {
  bio: string
  /** YYYY-MM-DD */
  dob: string
  country: string
  website: string
  phone: string
}

export const socialLinkNames = [
  'twitter',
  'facebook',
  'google',
  'linkedIn',
  'instagram',
  'quora',
] as const
export type SocialLinkName = (typeof socialLinkNames)[number]

export const socialConnectionNames = ['twitter', 'google', 'facebook', 'github'] as const
export type SocialConnectionName = (typeof socialConnectionNames)[number]

/** A connected account; `handle` and `avatar` are null while it is not connected. */
export interface SocialConnection {
  isConnected: boolean
  handle: string | null
  avatar: string | null
}

export interface AccountSocial {
  /** Profile URLs; an empty string when not given. */
  socialLinks: Record<SocialLinkName, string>
  connections: Record<SocialConnectionName, SocialConnection>
}

export interface AccountNotification {
  commentOnArticle: boolean
  answerOnForm: boolean
  followMe: boolean
  newAnnouncements: boolean
  productUpdates: boolean
  blogDigest: boolean
}

/** GET /account-setting/data, and the answer of a save. */
export interface AccountSettings {
  general: AccountGeneral
  info: AccountInfo
  social: AccountSocial
  notification: AccountNotification
}

/** POST /account-setting/data: any of the sections, each with any of its fields. */
export interface AccountSettingsUpdate {
  general?: Partial<AccountGeneral>
  info?: Partial<AccountInfo>
  social?: {
    socialLinks?: Partial<Record<SocialLinkName, string>>
    connections?: Partial<Record<SocialConnectionName, SocialConnection>>
  }
  notification?: Partial<AccountNotification>
}
