// The weekly digest's sending budget (bench/digest-mail.ts, through tsx): 10,000 digests rendered, queued and
// handed to an in-process SMTP server at >= 200/s, the reader p99 within 1.5x idle meanwhile.
export async function benchDigestMail(members = 10_000) {
  const { register } = await import('tsx/esm/api');
  register();
  const { benchDigestMail: run } = await import('./digest-mail.ts');
  return run(members);
}
