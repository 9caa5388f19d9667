// The host page's own script, as a partner writes it: its sign-in (here against the reference
// server's /user/login), the member's token handed to the widgets, and the widgets' events.
// Nothing here is part of the elements; a real site has its own session.
const config = document.querySelector('cm-config');
const editor = document.querySelector('cm-memory-editor');
const bell = document.querySelector('cm-notifications-bell');
const modals = document.querySelectorAll('cm-memory-modal');
const form = document.querySelector('#sign-in');
const signInStatus = document.querySelector('#sign-in-status');
const savedStatus = document.querySelector('#saved-status');
const apiBase = () => config.getAttribute('base-url');

const session = {
  read: () => JSON.parse(sessionStorage.getItem('example-session') ?? 'null'),
  write: (value) => sessionStorage.setItem('example-session', JSON.stringify(value)),
};

window.CMWidgets.configure({ getAccessToken: () => session.read()?.access ?? null });

function showMember(member) {
  if (member === null) return;
  editor?.removeAttribute('visitor');
  editor?.setAttribute('member-id', member.username);
  bell?.removeAttribute('signed-in');
  for (const modal of modals) {
    modal.removeAttribute('visitor');
    modal.setAttribute('viewer-username', member.username);
  }
  signInStatus.textContent = `Signed in as ${member.username}.`;
}

showMember(session.read()?.user ?? null);

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  signInStatus.textContent = 'Signing in…';
  try {
    const response = await fetch(`${apiBase()}/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: data.get('email'), password: data.get('password') }),
    });
    if (!response.ok) {
      signInStatus.textContent = 'That email and password did not match. Please try again.';
      return;
    }
    const answer = await response.json();
    session.write(answer);
    showMember(answer.user);
  } catch {
    signInStatus.textContent = 'We could not reach the community just now. Please try again.';
  }
});

// A visitor pressed something that needs an account: bring them to the sign-in.
document.addEventListener('cm-require-sign-in', () => form.querySelector('input')?.focus());

// The memory is posted: say so, with a link built from its parts (never HTML from the API).
editor?.addEventListener('cm-saved', (event) => {
  const { memory } = event.detail;
  const link = document.createElement('a');
  link.href = `/memory/${encodeURIComponent(memory.shareable_link)}`;
  link.textContent = memory.title || 'your memory';
  savedStatus.replaceChildren('Posted: ', link);
});
