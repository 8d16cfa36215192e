// `npm run admin:hash`: prints the scrypt hash of a password for ADMIN_PASSWORD_HASH.
// The password is read from the terminal without echo (or from stdin when piped), never from
// the command line, where it would land in the shell history.
import { createInterface } from 'node:readline';
import { hashPassword } from '../src/server/admin/password.ts';

async function readPassword() {
  if (!process.stdin.isTTY) {
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    return input.replace(/\r?\n$/, '');
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  rl._writeToOutput = (text) => {
    if (text.includes('Password')) process.stdout.write(text);
  };
  const answer = await new Promise((resolve) => rl.question('Password for the admin login: ', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

const password = await readPassword();
if (password.length < 12) {
  console.error('Use a password of at least 12 characters.');
  process.exit(1);
}
const hash = await hashPassword(password);
console.log(hash);
console.error("\nSet it as ADMIN_PASSWORD_HASH (and ADMIN_USERNAME, SESSION_SECRET) in the site's environment variables.");
