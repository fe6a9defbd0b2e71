/** The drawn screens' files, by language and screen (tooling/appScreens/appScreenFiles.ts writes them). */
declare module 'virtual:app-screen-files' {
  import type { AppScreenFiles } from '@shared/appScreenFiles';

  const files: AppScreenFiles;
  export default files;
}

/** The landing sections' illustrations as files (tooling/images/illustrationFiles.ts writes them). */
declare module 'virtual:illustration-files' {
  import type { IllustrationFiles } from '@shared/landingIllustrations';

  const files: IllustrationFiles;
  export default files;
}
