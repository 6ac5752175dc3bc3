// The blog's tables: the posts (their comments inside), and each account's bookmarks.
import { createBlogBookmarks, createBlogPosts } from '../../fixtures/blog'
import { defineTable } from '../db/table'

export const blogPostsTable = defineTable('blogPosts', createBlogPosts)

/** `<account id>:<post id>`: a post the account bookmarked. */
export const blogBookmarksTable = defineTable('blog.bookmarks', createBlogBookmarks)
