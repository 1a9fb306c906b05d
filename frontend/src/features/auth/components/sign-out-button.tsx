import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '#web/lib/session';

/** The sidebar's Sign out: revokes the session, then goes to /login. */
export function SignOutButton() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOut();
        navigate('/login', { replace: true });
      }}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60"
    >
      <LogOut aria-hidden="true" className="size-4" />
      Sign out
    </button>
  );
}
