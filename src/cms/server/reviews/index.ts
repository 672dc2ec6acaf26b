/**
 * The drafts' reviews in `npm run cms`: `npm run review` started when a draft is saved (the newest
 * save wins), and its reports served to the editor's origin only.
 */
export { draftReviews, PREPARE_ARGS, REVIEWS_PATH, startReviewCommand } from "./draftReviews";
export type { DraftReviews, ReviewStatus } from "./draftReviews";
export { serveReviewReports } from "./reviewReports";
