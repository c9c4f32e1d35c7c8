/**
 * Code-split pages that a feature's tests mount through renderRoute but do not own. A test loads
 * them up front (beforeAll), so its first wait is not the import's; they are named here, in the
 * app's test harness, because a feature may not import another feature.
 */
export const loadChangePasswordPage = () => import('@/features/auth/routes/change-password-page');
