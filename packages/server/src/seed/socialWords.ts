// The demo community's words: comments, playlist names, messages and wall posts. Like every demo
// word list, nothing explicit can appear in them.

export const COMMENTS = [
  'Great lighting in this one.',
  'Love the location!',
  'The camera work is really good.',
  'One of my favourites on the site.',
  'More from this studio please.',
  'The soundtrack is perfect.',
  'Saved to my playlist.',
  'Beautiful scenery.',
  'Watched it twice already.',
  'Better quality than the last one.',
  'Who picked this music? Excellent.',
  'The ending was a surprise.',
  'Fantastic chemistry between the performers.',
  'Would love a behind-the-scenes video.',
  'Top quality as always.',
  'The colours look amazing in Full HD.',
] as const;

export const PLAYLIST_NAMES = [
  'Weekend Favourites',
  'Best Of The Month',
  'Watch Again',
  'Top Picks',
  'Late Night List',
  'Road Trip',
  'Rainy Day',
  'Studio Classics',
  'Hidden Gems',
  'Summer Mix',
  'Saved For Later',
  'Staff Picks',
] as const;

export const MESSAGES = [
  'Hi! Thanks for the add.',
  'Have you seen the new upload from that studio?',
  'Loved your playlist, great taste.',
  'Hello from the other side of the world!',
  'Any recommendations for this week?',
  'Thanks for the subscription!',
  'Nice profile picture.',
  'Are you going to upload more soon?',
] as const;

export const WALL_POSTS = [
  'Just updated my playlists.',
  'Welcome to my page!',
  'Back from holiday, catching up on new releases.',
  'Thanks everyone for the friend requests.',
  'New upload coming this weekend.',
  'Happy Friday, everyone.',
  'Great to see so many new channels this month.',
] as const;
