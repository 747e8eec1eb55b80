/**
 * The name a team member is shown by to the person they talk to: their account's name, or,
 * when they gave none (the web app's sign-up asks for none), their e-mail address up to the @.
 */
export function shownName(account: { name: string; email: string }): string {
  const name = account.name.trim();
  if (name) return name;
  return account.email.split('@')[0] || account.email;
}
