// Makes sure hunspell and its British English and French dictionaries exist
// before the spell check (scripts/spellcheck.mjs), as ensure-nginx.mjs does for
// nginx: apt-get on Debian as root, else a message saying what to install.
import { aptInstall, canAptInstall } from './apt.mjs';
import { DICTIONARIES, HUNSPELL_PACKAGES, missingDictionaries } from './spellcheck.mjs';

if (missingDictionaries().length > 0 && canAptInstall()) {
  console.log(`hunspell: installing ${HUNSPELL_PACKAGES} with apt-get.`);
  aptInstall(HUNSPELL_PACKAGES);
}
const missing = missingDictionaries();
if (missing.length > 0) {
  console.error(
    `hunspell cannot open ${missing.join(', ')}: install it (Debian/Ubuntu: sudo apt-get install ${HUNSPELL_PACKAGES}).`,
  );
  process.exit(1);
}
console.log(`hunspell: ${Object.values(DICTIONARIES).join(', ')}`);
