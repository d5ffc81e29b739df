/** Videos on the home page's latest list. */
export const HOME_VIDEO_COUNT = 24;
