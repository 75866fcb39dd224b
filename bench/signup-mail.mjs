// The sign-up budget (bench/signup-mail.ts, through tsx): a sign-up reaches a verified, signed-in member through
// the real SMTP path within 2 s on the embedded default.
export async function benchSignupMail(rounds = 10) {
  const { register } = await import('tsx/esm/api');
  register();
  const { benchSignupMail: run } = await import('./signup-mail.ts');
  return run(rounds);
}
