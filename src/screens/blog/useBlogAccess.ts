import { useCallback } from 'react'
import { canEditBlogPost } from '../../api/access'
import { AuthContext } from '../auth/authContext'

/** What the signed-in account may do on the blog: write posts, and change which ones (CASL). */
export function useBlogAccess() {
  const ability = AuthContext.useSelector((snapshot) => snapshot.context.ability)
  const userId = AuthContext.useSelector((snapshot) => snapshot.context.userData?.id)
  const canEdit = useCallback(
    (authorId: number | null) => canEditBlogPost(ability, userId, authorId),
    [ability, userId],
  )
  return { canWrite: ability.can('update', 'Blog'), canEdit }
}
