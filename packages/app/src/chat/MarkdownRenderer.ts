// A chunk boundary, not a feature: the conversation (MessageList, its virtualiser, the feedback)
// and the markdown renderer its messages use (react-markdown, remark: ~36 KiB gzip) together pass
// the 40 KiB budget for one lazy chunk (issue 8). Importing the renderer from here as well makes
// the bundler put it in a chunk of its own, which the conversation's chunk imports, so the two
// download in parallel. (A `manualChunks`/`advancedChunks` rule in the Vite config could replace it.)
export { SafeMarkdown } from '@app/ui';
