/**
 * Number of unread mails in the seller's inbox, for the nav bar badge.
 * The inbox API is not wired yet, so this reports 0 (the badge stays hidden); the inbox work
 * replaces the body with a query on GET /api/email.
 */
export function useUnreadCount(): number {
  return 0;
}
