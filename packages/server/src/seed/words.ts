// Word lists for the generated demo catalogue. Every generated text is assembled from these, so
// nothing explicit can appear: the site is for adults, its demo data is not.

export const ADJECTIVES = [
  'Sunset', 'Golden', 'Quiet', 'Velvet', 'Midnight', 'Summer', 'Winter', 'Silver', 'Crimson', 'Hidden',
  'Lazy', 'Bright', 'Secret', 'Wild', 'Gentle', 'Electric', 'Misty', 'Rainy', 'Sunny', 'Neon',
  'Classic', 'Urban', 'Coastal', 'Cosy', 'Bold', 'Sweet', 'Late', 'Early', 'Lucky', 'Private',
  'Vintage', 'Modern', 'Tropical', 'Autumn', 'Spring', 'Starry', 'Amber', 'Ivory', 'Scarlet', 'Azure',
  'Dreamy', 'Playful', 'Candid', 'Spontaneous', 'Weekend', 'Holiday', 'Morning', 'Evening', 'Royal', 'Easy',
] as const;

export const NOUNS = [
  'Session', 'Story', 'Moments', 'Getaway', 'Afternoon', 'Encounter', 'Escape', 'Adventure', 'Diary', 'Evening',
  'Meeting', 'Weekend', 'Visit', 'Surprise', 'Reunion', 'Date', 'Affair', 'Retreat', 'Rendezvous', 'Journey',
  'Tape', 'Interview', 'Audition', 'Photoshoot', 'Workout', 'Dance', 'Holiday', 'Picnic', 'Party', 'Night',
  'Lesson', 'Chapter', 'Episode', 'Tale', 'Memories', 'Romance', 'Daydream', 'Flirt', 'Fling', 'Break',
] as const;

export const PLACES = [
  'Rooftop', 'Beach', 'Lakeside', 'Studio', 'Penthouse', 'Cabin', 'Garden', 'Poolside', 'Balcony', 'Loft',
  'Villa', 'Hotel', 'Kitchen', 'Library', 'Office', 'Gym', 'Vineyard', 'Harbour', 'Island', 'Desert',
  'Forest', 'Mountain', 'Riverside', 'Terrace', 'Yacht', 'Train', 'Cafe', 'Backstage', 'Courtyard', 'Greenhouse',
  'Ranch', 'Boathouse', 'Apartment', 'Resort', 'Meadow', 'Lighthouse', 'Cottage', 'Downtown', 'Seaside', 'Chalet',
] as const;

export const FIRST_NAMES = [
  'Ava', 'Mia', 'Luna', 'Chloe', 'Ella', 'Aria', 'Nora', 'Ivy', 'Zoe', 'Lily',
  'Ruby', 'Stella', 'Hazel', 'Violet', 'Aurora', 'Naomi', 'Elena', 'Clara', 'Maya', 'Sofia',
  'Jade', 'Leah', 'Eva', 'Iris', 'Alice', 'Nina', 'Vera', 'Lola', 'Sienna', 'Tess',
  'Liam', 'Noah', 'Leo', 'Max', 'Owen', 'Ethan', 'Jack', 'Ryan', 'Adam', 'Lucas',
  'Kai', 'Milo', 'Theo', 'Finn', 'Jonah', 'Victor', 'Hugo', 'Oscar', 'Dylan', 'Cole',
] as const;

export const LAST_NAMES = [
  'Rivers', 'Stone', 'Blake', 'Hart', 'Monroe', 'Vance', 'Sterling', 'Lane', 'Frost', 'Knight',
  'Rose', 'Grey', 'West', 'Fox', 'Wilde', 'Summers', 'Rain', 'Belle', 'Marsh', 'Cruz',
  'Moreau', 'Silva', 'Novak', 'Kane', 'Bloom', 'Star', 'Dawn', 'Reed', 'Shaw', 'Sage',
  'Holloway', 'Quinn', 'Avery', 'Ellis', 'Moon', 'Lennox', 'Carter', 'Hayes', 'Brooks', 'Vale',
] as const;

export const CHANNEL_TITLE_FIRST = [
  'Blue', 'Red', 'Golden', 'Silver', 'Velvet', 'Crystal', 'Neon', 'Coral', 'Maple', 'Harbor',
  'Sunset', 'Northern', 'Ocean', 'Urban', 'Starlight', 'Amber', 'Royal', 'Cedar', 'Lunar', 'Indigo',
] as const;

export const CHANNEL_TITLE_SECOND = ['Harbor', 'Lens', 'Frame', 'Pictures', 'Media', 'Films', 'Reel', 'Motion', 'Vision', 'Light'] as const;

export const CHANNEL_TITLE_SUFFIX = ['Studios', 'Productions', 'Network', 'Collective', 'Works', 'Originals'] as const;

export const CHANNEL_TAGLINES = [
  'Original productions since {year}',
  'Cinematic stories shot in 4K',
  'Independent films by independent creators',
  'New releases every week',
  'Handpicked performers, real locations',
  'Award-winning directors and crews',
] as const;

export const CHANNEL_FEATURES = [
  'Full-length scenes in Full HD and 4K',
  'New exclusive releases every week',
  'Unlimited streaming on every device',
  'Downloads with no limits',
  'Behind-the-scenes extras and photo sets',
  'Discreet billing and secure checkout',
  'Cancel at any time',
  'Members-only live events',
] as const;

export const CITIES = [
  'Lisbon', 'Prague', 'Berlin', 'Toronto', 'Austin', 'Sydney', 'Oslo', 'Madrid', 'Vienna', 'Dublin',
  'Miami', 'Seattle', 'Budapest', 'Krakow', 'Barcelona', 'Amsterdam', 'Helsinki', 'Montreal', 'Denver', 'Milan',
  'Tokyo', 'Osaka', 'Bogota', 'Lima', 'Athens', 'Riga', 'Tallinn', 'Porto', 'Lyon', 'Zurich',
] as const;

export const OCCUPATIONS = [
  'photographer', 'designer', 'teacher', 'nurse', 'engineer', 'barista', 'writer', 'architect', 'chef', 'dancer',
  'musician', 'accountant', 'student', 'developer', 'marketing manager', 'fitness coach', 'translator', 'pilot', 'artist', 'editor',
] as const;

export const INTERESTS = [
  'travel', 'photography', 'cooking', 'hiking', 'yoga', 'films', 'music', 'dancing', 'reading', 'gaming',
  'cycling', 'surfing', 'painting', 'fashion', 'wine tasting', 'running', 'swimming', 'concerts', 'board games', 'gardening',
] as const;

export const EDUCATION = ['High school', 'College', "Bachelor's degree", "Master's degree", 'Doctorate', 'Self-taught'] as const;

/** A subset of the two-letter country codes a profile may name, lowercase as the member filter uses them. */
export const COUNTRIES = [
  'us', 'gb', 'ca', 'au', 'de', 'fr', 'nl', 'se', 'no', 'ch',
  'es', 'it', 'pt', 'pl', 'cz', 'at', 'ie', 'fi', 'dk', 'be',
  'br', 'mx', 'ar', 'co', 'jp', 'kr', 'nz', 'hu', 'gr', 'ro',
] as const;

/** The neutral categories beside the ones the specification names (SEO dirs, Hidden Cam, Voyeur). */
export const NEUTRAL_CATEGORIES = [
  'Outdoor', 'Vintage', 'Solo', 'Couples', 'Romantic', 'Beach', 'Fitness', 'Dance', 'Cosplay', 'Office',
  'Travel', 'Studio', 'Behind The Scenes', 'Interview', 'Music', 'Retro', 'Glamour', 'Casting', 'Blonde', 'Redhead',
  'Latina', 'Ebony', 'Asian', 'European', 'Compilation', 'Fashion', 'Webcam', 'Poolside', 'Nightlife', 'Vacation',
] as const;

export const VIDEO_SENTENCES = [
  'A relaxed {adj} {noun} filmed at the {place}.',
  'Shot on location at a {place} with natural light.',
  'An unscripted {noun} with plenty of laughs.',
  'The crew returns to the {place} for another {noun}.',
  'Filmed in one take just before {time}.',
  'A fan favourite, now remastered in higher quality.',
  'Featuring a soundtrack by local {occupation}s.',
  'Part of the {adj} series.',
] as const;

export const TIMES = ['sunrise', 'sunset', 'midnight', 'noon', 'the weekend', 'the holidays'] as const;

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
  'Weekend Favourites', 'Best Of The Month', 'Watch Again', 'Top Picks', 'Late Night List', 'Road Trip',
  'Rainy Day', 'Studio Classics', 'Hidden Gems', 'Summer Mix', 'Saved For Later', 'Staff Picks',
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

export const EX_TUBES = ['partnertube', 'sistertube', 'archivetube'] as const;
