// The answers of the wall and messages calls as the site reads them.
import type { UserRef } from '@reel/api';

export interface WallPost {
  post_id: number;
  user: UserRef;
  text: string;
  post_date: string;
}

export interface WallList {
  posts: WallPost[];
  total_count: number;
}

export interface Conversation {
  user: UserRef;
  text: string;
  post_date: string;
}

export interface ConversationList {
  conversations: Conversation[];
}

export interface Message {
  message_id: number;
  user: UserRef;
  text: string;
  post_date: string;
}

export interface MessageList {
  messages: Message[];
}
