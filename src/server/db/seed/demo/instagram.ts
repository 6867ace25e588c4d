/** Demo catalogue: the Instagram feed of the home page (ids 1-6). Permalinks point at made-up posts of the store's account. */
import type { SeedInstagramPost } from '../catalog-types.js';

const PROFILE = 'https://www.instagram.com/pixelkeys.store/';

export const instagramPosts: SeedInstagramPost[] = [
  { id: 1, mediaType: 'IMAGE', mediaUrl: '/media/art/insta/1.svg', permalink: `${PROFILE}p/PxK7fD2aLq1/` },
  { id: 2, mediaType: 'VIDEO', mediaUrl: '/media/video/neon-drift.webm', permalink: `${PROFILE}reel/PxK8nE4bRt2/` },
  { id: 3, mediaType: 'IMAGE', mediaUrl: '/media/art/insta/2.svg', permalink: `${PROFILE}p/PxK9qH6cWm3/` },
  { id: 4, mediaType: 'IMAGE', mediaUrl: '/media/art/insta/3.svg', permalink: `${PROFILE}p/PxLa2J8dYz4/` },
  { id: 5, mediaType: 'VIDEO', mediaUrl: '/media/video/arena.webm', permalink: `${PROFILE}reel/PxLb5K1eBn5/` },
  { id: 6, mediaType: 'IMAGE', mediaUrl: '/media/art/insta/4.svg', permalink: `${PROFILE}p/PxLc8M3fCv6/` },
];
