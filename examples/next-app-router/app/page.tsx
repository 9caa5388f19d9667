import { SignIn } from './sign-in';
import { Write } from './write';

export default function Home() {
  return (
    <main className="site-main">
      <h1>Write it down, gently</h1>
      <p>Writing down a childhood memory can be a quiet act of care. Take your time.</p>
      <SignIn />
      <Write />
    </main>
  );
}
