import { describe, expect, it } from 'vitest';
import { parseVideoId } from './video-id';

describe('parseVideoId', () => {
  it.each([
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s',
    'http://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=RD',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc&t=5',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?start=10',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('reads the id from %s', (input) => {
    expect(parseVideoId(input)).toBe('dQw4w9WgXcQ');
  });

  it.each([
    'https://vimeo.com/123456789',
    'https://www.youtube.com/@somechannel',
    'https://www.youtube.com/watch?list=PL123',
    'https://www.youtube.com/watch?v=short',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'dQw4w9WgXcQQ',
    '',
  ])('refuses %s', (input) => {
    expect(() => parseVideoId(input)).toThrow(
      expect.objectContaining({
        code: 'invalid_video',
        message: "That doesn't look like a YouTube video link.",
      }),
    );
  });
});
