import type { Reminders } from '@shop/contracts';
import type { Db } from '@shop/db';

// A staff member's reminders (000 §3 'Reminders'). The staff tools bring the reminders table and fill this; until
// then the list is empty.

export async function listReminders(_db: Db, _accountId: string): Promise<Reminders> {
  return { totalCount: 0, reminders: [] };
}
