/**
 * Writes a .gz and a .br beside every text file of the build over 256 B, so a
 * host serves compressed bytes without spending CPU on them (nginx's
 * gzip_static, brotli_static). Node's own zlib does both, at maximum level:
 * the work is done once, at build time. Not the hosts' own files (Cloudflare's
 * _worker.js), which no visitor is sent.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterOutputWritten } from './afterOutputWritten';
import { filesUnder } from './hosting/filesUnder';
import { TEXT_EXTENSIONS } from '../src/shared/mimeTypes';
import { COMPRESS_MIN_BYTES } from './hosting/nginxSiteConf';
import { isHostFile } from './hosting/siteRedirects';

const isText = (file: string) => TEXT_EXTENSIONS.has(file.toLowerCase().split('.').pop() ?? '');

/** Compresses the text files of `dir` over `minBytes`; returns the files it compressed. */
export function precompressDir(dir: string, minBytes = COMPRESS_MIN_BYTES): string[] {
  const files = filesUnder(dir).filter(
    (file) => isText(file) && !isHostFile(relative(dir, file)) && statSync(file).size > minBytes,
  );
  for (const file of files) {
    const bytes = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
  }
  return files;
}

/** Runs last, on the written output: public files and other plugins' pages are compressed too. */
export function precompress(): Plugin {
  return afterOutputWritten('lyceo-precompress', (outDir) => {
    precompressDir(outDir);
  });
}
