import { Brand } from '../../../components/brand';

export function LoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <Brand withTagline />
        <h1 className="mt-8 text-2xl font-semibold">Welcome</h1>
        <p className="mt-1 text-slate-600">Enter your email to get started</p>
      </div>
    </main>
  );
}
