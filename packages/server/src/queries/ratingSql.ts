// A rating is the Laplace-smoothed share of likes, (likes + 1) / (likes + dislikes + 2): a video
// with no votes rates one half, and a few votes move it less than many. Added up in numeric, since
// an owner's likes and dislikes, each capped at the integer maximum, can sum past it.
export const ratingSql = (likes: string, dislikes: string): string => `(${likes} + 1.0) / (${likes} + 1.0 + ${dislikes} + 1.0)`;
