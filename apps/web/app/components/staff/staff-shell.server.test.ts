import { describe, expect, it } from 'vitest';
import { createWebApiClient } from '@shop/contracts/web-client';
import { loadStaffShell, mayBeStaff } from './staff-shell.server.ts';

const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;

const TOOLBAR = {
  firstName: 'Alex',
  winningUserId: 'W10001',
  salespersonCode: 'SP001',
  hasContentSystem: true,
  reminders: { totalCount: 0, reminders: [] },
};

function api(status = 200) {
  const calls: string[] = [];
  const client = createWebApiClient({
    baseUrl: '',
    fetch: async (url) => {
      calls.push(url);
      return Response.json(
        status === 200 ? TOOLBAR : { status, code: 'forbidden', message: 'x', errors: [] },
        {
          status,
        },
      );
    },
  });
  return { client, calls };
}

const request = (cookie: string) => new Request('http://shop.example/', { headers: { cookie } });

describe('the toolbar in the root loader', () => {
  it("asks only when the session's ID token names staff, or cannot be read", () => {
    expect(mayBeStaff(`shop_id_token=${jwt({ sub: 'a', winningUserId: 'W1' })}`)).toBe(true);
    expect(mayBeStaff(`shop_id_token=${jwt({ sub: 'a' })}`)).toBe(false);
    expect(mayBeStaff('shop_id_token=garbage')).toBe(true);
    expect(mayBeStaff('shop_id_token=a.!!!.c')).toBe(true);
    expect(mayBeStaff(null)).toBe(true);
  });

  it('makes no call for visitors and customers, and keeps the toggle for staff', async () => {
    const none = api();
    expect(await loadStaffShell(none.client, request(''), false, '/account/login')).toBeNull();
    expect(
      await loadStaffShell(
        none.client,
        request(`shop_id_token=${jwt({ sub: 'c' })}`),
        true,
        '/account/login',
      ),
    ).toBeNull();
    expect(none.calls).toEqual([]);
    const staff = api();
    const cookie = `shop_id_token=${jwt({ sub: 's', winningUserId: 'W1' })}; admin_toggle=off`;
    expect(await loadStaffShell(staff.client, request(cookie), true, '/account/login')).toEqual({
      toolbar: TOOLBAR,
      toggle: 'off',
    });
    expect(staff.calls).toEqual(['/api/staff/toolbar']);
  });

  it('shows no toolbar to an account that is no longer staff', async () => {
    const refused = api(403);
    const cookie = `shop_id_token=${jwt({ sub: 's', winningUserId: 'W1' })}`;
    expect(await loadStaffShell(refused.client, request(cookie), true, '/account/login')).toBeNull();
  });

  it('sends an admin whose account cannot be loaded to the login route, except from the sign-in pages', async () => {
    const cookie = `shop_id_token=${jwt({ sub: 's', winningUserId: 'W1' })}`;
    for (const status of [401, 503]) {
      const failing = api(status);
      const at = new Request('http://shop.example/p/fridge?x=1', { headers: { cookie } });
      let thrown: unknown;
      try {
        await loadStaffShell(failing.client, at, true, '/account/login');
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get('location')).toBe(
        '/account/login?returnUrl=%2Fp%2Ffridge%3Fx%3D1',
      );
      const onLogin = new Request('http://shop.example/account/login?returnUrl=%2F', { headers: { cookie } });
      expect(await loadStaffShell(failing.client, onLogin, true, '/account/login')).toBeNull();
    }
  });
});
