/** The voice channel's address: the public URL with ws/wss for http/https. */
export const voiceUrlOf = (publicUrl: string) =>
  `${publicUrl.replace(/^http/, 'ws').replace(/\/$/, '')}/api/voice`;
