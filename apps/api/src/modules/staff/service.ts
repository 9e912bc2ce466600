// The staff module's public surface (docs/decisions/0019): the account module serves the header's reminders from it.
export { createStaffAccess, isStaff, type StaffAccess, type StaffMember } from './access.ts';
export { headerReminders } from './reminders.ts';
