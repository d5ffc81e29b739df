// A member's own profile as POST /api/member.php answers it, for tests.
import type { OwnProfile } from '@reel/api';

export function testProfile(over: Partial<OwnProfile> = {}): OwnProfile {
  return {
    user_id: 7,
    username: 'anna',
    email: 'anna@reel.example',
    verified: false,
    uploader_verified: false,
    about_me: '',
    description: '',
    country: '',
    city: '',
    gender: null,
    age: null,
    birth_date: null,
    relationship: null,
    orientation: null,
    education: '',
    website: '',
    occupation: '',
    interests: '',
    avatar: '',
    cover: '',
    added_date: '2026-01-02',
    statistics: { viewed: 0, likes: 0, dislikes: 0, comments: 0, favourites: 0, videos: 0, subscribers: 0 },
    ...over,
  };
}
